/**
 * The question bank of the data maturity assessment: six dimensions (the `tools` namespace's
 * maturity dimensions) of four questions each. Every question is answered 1–5, with the two
 * ends described so answers are anchored in what the organization actually does.
 */

/** The six dimensions, in the order the assessment walks through them. */
export const MATURITY_DIMENSIONS = [
  "strategy",
  "governance",
  "architecture",
  "quality",
  "analytics",
  "culture",
] as const;

/** One dimension of the assessment. */
export type MaturityDimension = (typeof MATURITY_DIMENSIONS)[number];

/** A question: what is asked and what an answer of 1 and of 5 looks like. */
export interface MaturityQuestion {
  id: string;
  dimension: MaturityDimension;
  prompt: string;
  /** What 1 looks like. */
  low: string;
  /** What 5 looks like. */
  high: string;
}

const q = (
  dimension: MaturityDimension,
  n: number,
  prompt: string,
  low: string,
  high: string,
): MaturityQuestion => ({ id: `${dimension}-${n}`, dimension, prompt, low, high });

/** The 24 questions, grouped by dimension in {@link MATURITY_DIMENSIONS} order. */
export const MATURITY_QUESTIONS: readonly MaturityQuestion[] = [
  q(
    "strategy",
    1,
    "Is there a written data and AI strategy tied to business outcomes?",
    "No written strategy; initiatives start wherever a team finds budget.",
    "An executive-endorsed strategy links each initiative to a measured business outcome and is reviewed every year.",
  ),
  q(
    "strategy",
    2,
    "How are data and AI initiatives prioritized and funded?",
    "Project by project, with no common criteria.",
    "A portfolio process ranks initiatives by value, feasibility and risk, and funds them in stages against results.",
  ),
  q(
    "strategy",
    3,
    "Who is accountable for data and AI at executive level?",
    "No one; responsibility is spread across IT and business units.",
    "A named executive owns the agenda, with budget and authority across business units.",
  ),
  q(
    "strategy",
    4,
    "How do you measure the value of data and AI work?",
    "Value is not measured after launch.",
    "Benefits are baselined before launch and tracked afterwards in financial terms.",
  ),

  q(
    "governance",
    1,
    "Are owners and stewards named for your critical data domains?",
    "No named owners; issues go to whoever built the pipeline.",
    "Every critical domain has a business owner and stewards with documented decision rights.",
  ),
  q(
    "governance",
    2,
    "How are data policies for classification, retention and access defined and enforced?",
    "Policies are informal or exist only on paper.",
    "Policies are written, mapped to regulations and enforced automatically in the platforms.",
  ),
  q(
    "governance",
    3,
    "Can you trace the lineage of the data behind key reports and models?",
    "Lineage is unknown or held in people's heads.",
    "Lineage is captured automatically, column by column, from source to report and model.",
  ),
  q(
    "governance",
    4,
    "How do you govern AI models and their risks?",
    "There is no inventory of models and no review before deployment.",
    "Every model is inventoried, risk-tiered and reviewed before and after deployment, in line with frameworks such as the NIST AI RMF.",
  ),

  q(
    "architecture",
    1,
    "How integrated is your data platform?",
    "Data sits in disconnected silos, moved by spreadsheets and one-off extracts.",
    "A governed warehouse or lakehouse serves shared, documented data products.",
  ),
  q(
    "architecture",
    2,
    "How are data pipelines built and deployed?",
    "Hand-run scripts without version control.",
    "Pipelines are version-controlled, tested and deployed through CI/CD, with orchestration and alerting.",
  ),
  q(
    "architecture",
    3,
    "How fresh is the data available for decisions?",
    "Weekly or monthly manual refreshes.",
    "Data arrives within the latency each use case needs, in real time where it matters.",
  ),
  q(
    "architecture",
    4,
    "Can your platform take on new sources and workloads, including AI?",
    "Every new source or workload is a project of its own.",
    "New sources follow standard onboarding patterns, and compute scales on demand for analytics and machine learning.",
  ),

  q(
    "quality",
    1,
    "Are data quality rules defined for your critical data?",
    "No rules; problems are found by the people reading the reports.",
    "Completeness, validity and timeliness rules are defined for every critical dataset.",
  ),
  q(
    "quality",
    2,
    "How are data quality issues detected?",
    "When someone complains.",
    "Automated monitoring catches anomalies and failed checks before consumers see them.",
  ),
  q(
    "quality",
    3,
    "How are data quality issues resolved?",
    "They are patched downstream, case by case, and they recur.",
    "Issues are assigned to owners, fixed at the source and tracked against service levels.",
  ),
  q(
    "quality",
    4,
    "How far do business users trust the numbers?",
    "Teams keep their own versions of key metrics.",
    "Certified metrics with shared definitions are used across the organization.",
  ),

  q(
    "analytics",
    1,
    "How are analytics used in decisions?",
    "Static reports, mostly looking backward.",
    "Self-service analytics, forecasts and predictions are part of routine decisions.",
  ),
  q(
    "analytics",
    2,
    "How many AI or machine learning models are in production?",
    "None; the work stays in experiments.",
    "Many models run in production, each with measured business impact.",
  ),
  q(
    "analytics",
    3,
    "How are models deployed and monitored?",
    "By hand, with no monitoring after launch.",
    "Deployment is automated, drift and performance are monitored, and models are retrained on a schedule or trigger.",
  ),
  q(
    "analytics",
    4,
    "How do AI ideas reach production?",
    "Proofs of concept rarely reach production.",
    "A repeatable path with go/no-go gates takes validated ideas to production in weeks.",
  ),

  q(
    "culture",
    1,
    "How data-literate is the workforce?",
    "Few people outside specialist teams can work with data.",
    "Data literacy is expected in every role and supported by training paths.",
  ),
  q(
    "culture",
    2,
    "Do you have the skills to deliver your data and AI roadmap?",
    "Key skills are missing or depend on a few individuals.",
    "Skills are planned against the roadmap, with a mix of hiring, upskilling and partners.",
  ),
  q(
    "culture",
    3,
    "How are new data and AI tools adopted?",
    "Tools are launched and left to users; adoption is not tracked.",
    "Change management, champions and adoption metrics accompany every rollout.",
  ),
  q(
    "culture",
    4,
    "How do business and technical teams work together?",
    "Requests are handed over the wall to IT.",
    "Cross-functional product teams own outcomes together.",
  ),
];

/** The questions of one dimension, in order. */
export function questionsOf(dimension: MaturityDimension): MaturityQuestion[] {
  return MATURITY_QUESTIONS.filter((question) => question.dimension === dimension);
}
