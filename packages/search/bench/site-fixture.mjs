/**
 * A realistic site index for the benchmark: the 58 services of the catalogue (with German and
 * Arabic titles and short descriptions), 20 insights and 6 case studies, with field lengths
 * like the bundled content (short descriptions ~180 characters, problem statements ~450,
 * excerpts ~280).
 */
import { SERVICE_ROWS } from "./site-services.mjs";

const PROBLEMS = {
  AI: (focus) =>
    `Most AI initiatives stall between a promising pilot and a dependable production system. Models are trained by hand, evaluated once and handed over without owners, so accuracy drifts, costs climb and risk teams cannot see what is running. Without ${focus}, every new use case starts from scratch and leadership loses confidence in the programme.`,
  Data: (focus) =>
    `Analysts and data scientists spend most of their week finding, fixing and reconciling data instead of using it. Pipelines break silently, definitions differ between teams and nobody can say which table is the source of truth. Without ${focus}, AI and reporting projects inherit the same defects and fail audits late.`,
  Security: (focus) =>
    `Attack surfaces have grown faster than security teams. Remote work, SaaS sprawl and AI tools leave gaps that attackers find before auditors do, while alert fatigue hides real incidents. Without ${focus}, the organisation carries regulatory exposure and cannot prove its controls to customers, insurers or examiners.`,
  Network: (focus) =>
    `Networks built office by office are hard to secure and expensive to run. Visibility is patchy, changes are manual and outages reach customers before the team notices. Without ${focus}, every new site or application adds risk and cost instead of capacity.`,
  Infrastructure: (focus) =>
    `Infrastructure decisions made years ago now limit what the business can ship. Capacity is over-provisioned in some places and missing in others, recovery plans are untested and migrations keep slipping. Without ${focus}, modernisation stays a slide rather than a plan with dates and owners.`,
  Advisory: (focus) =>
    `Boards ask for an AI plan while teams run disconnected experiments with no shared priorities, budget logic or ownership. Value is claimed but rarely measured, and people affected by the change are brought in too late. Without ${focus}, spending rises while adoption and return stay flat.`,
  Analytics: (focus) =>
    `Decision makers wait days for answers that should take minutes, and when reports arrive the numbers disagree. Dashboards multiply while trust falls, and predictive work rarely reaches the people who act on it. Without ${focus}, analytics remains a cost centre instead of a source of advantage.`,
};

function service([slug, category, title, deTitle, arTitle, focus, keywordClusters]) {
  return {
    id: slug.replace("/", "-"),
    slug,
    category,
    title,
    shortDescription: `${title} from Vantreo: ${focus}, delivered by senior practitioners with measurable outcomes in weeks, not quarters.`,
    problemStatement: PROBLEMS[category](focus),
    keywordClusters,
    i18n: {
      de: {
        title: deTitle,
        shortDescription: `${deTitle} von Vantreo: erfahrene Beraterinnen und Berater liefern messbare Ergebnisse in Wochen statt Quartalen, dokumentiert und übergabefähig.`,
      },
      ar: {
        title: arTitle,
        shortDescription: `${arTitle} من فانتريو: خبراء متمرسون يقدّمون نتائج قابلة للقياس خلال أسابيع لا أشهر، مع توثيق كامل وتسليم منظّم لفريقكم.`,
      },
    },
  };
}

/** The service catalogue. */
export const SITE_SERVICES = SERVICE_ROWS.map(service);

/** Insights: slug, date, tags, title, excerpt. */
export const SITE_INSIGHTS = [
  [
    "why-enterprise-ai-projects-stall",
    "2025-01-14",
    ["AI Strategy", "Research"],
    "Why Enterprise AI Projects Stall After the Pilot",
    "Most enterprise AI projects never leave the pilot stage. The causes are rarely the model: unclear ownership, missing data contracts and no plan for operations. A field guide to the failure patterns and the decisions that prevent them.",
  ],
  [
    "rag-architecture-patterns",
    "2025-03-25",
    ["RAG", "Generative AI", "Architecture"],
    "RAG Architecture That Survives Production: Retrieval First, Generation Second",
    "When a retrieval-augmented generation system gives a wrong answer, the cause is usually retrieval, not the language model. The reference architecture we use: structure-aware ingestion, permission-filtered hybrid search, reranking and cited answers.",
  ],
  [
    "private-llm-deployment-decision-guide",
    "2025-02-11",
    ["Private LLM", "Infrastructure"],
    "Private LLM Deployment: A Decision Guide for Regulated Enterprises",
    "When does it pay to run open-weight models on your own infrastructure? We compare hosted APIs, virtual private deployments and on-premises clusters on cost, latency, data residency and operational effort.",
  ],
  [
    "mlops-from-notebook-to-production",
    "2025-04-08",
    ["MLOps", "Engineering"],
    "MLOps From Notebook to Production in Ninety Days",
    "A staged plan for teams whose models live in notebooks: versioned data and code, automated training, a model registry, gated releases and monitoring, introduced in the order that removes the most risk first.",
  ],
  [
    "llm-evaluation-framework",
    "2025-05-06",
    ["LLM", "Evaluation", "Quality"],
    "An LLM Evaluation Framework Your Risk Team Will Accept",
    "Task-specific test sets, graded rubrics and release gates turn LLM quality from opinion into evidence. How to build an evaluation harness that product, engineering and model risk can all sign off.",
  ],
  [
    "llm-inference-cost-optimization",
    "2025-05-20",
    ["Cost Optimization", "LLM"],
    "Cutting LLM Inference Cost Without Cutting Quality",
    "Quantization, batching, prompt caching and routing small requests to small models can reduce inference spend by 30 to 50 percent. We show where each technique pays off and how to measure the quality trade-off.",
  ],
  [
    "nist-ai-rmf-in-practice",
    "2025-03-04",
    ["AI Governance", "NIST AI RMF"],
    "NIST AI RMF in Practice: From Framework to Working Controls",
    "The NIST AI Risk Management Framework tells you what good looks like, not how to run it. A practical mapping of Govern, Map, Measure and Manage to inventories, reviews and evidence your teams can maintain.",
  ],
  [
    "eu-ai-act-readiness-timeline",
    "2025-06-03",
    ["EU AI Act", "Compliance"],
    "EU AI Act Readiness: The Timeline and What to Do First",
    "Prohibited practices, general-purpose model duties and high-risk obligations arrive on different dates. A sequenced readiness plan for US companies that sell into or operate in the European Union.",
  ],
  [
    "sr-11-7-generative-ai-model-risk",
    "2025-07-01",
    ["Model Risk", "Financial Services"],
    "SR 11-7 and Generative AI: Model Risk Management for LLMs",
    "Banks already know how to validate models. Generative AI strains the usual approach to conceptual soundness, outcome analysis and ongoing monitoring. How to extend an SR 11-7 programme to LLM applications.",
  ],
  [
    "agentic-ai-enterprise-guardrails",
    "2025-08-12",
    ["Agentic AI", "Security"],
    "Guardrails for Agentic AI in the Enterprise",
    "Agents that call tools and act on systems need more than prompt filters. Scoped credentials, approval steps, budgets and complete audit trails make autonomous workflows safe enough for production.",
  ],
  [
    "ai-center-of-excellence-operating-model",
    "2025-04-22",
    ["AI CoE", "Operating Model"],
    "Designing an AI Center of Excellence That Does Not Become a Bottleneck",
    "Centralise standards and platforms, decentralise delivery. The operating model, roles and funding logic of centres of excellence that speed teams up instead of queueing their requests.",
  ],
  [
    "ai-enhanced-security-operations-center",
    "2025-09-09",
    ["Security Operations", "AI"],
    "The AI-Enhanced Security Operations Center",
    "Machine learning triage and LLM-assisted investigation can cut analyst time per alert sharply, if detection content and data pipelines are ready for it. A maturity path for SOC modernisation.",
  ],
  [
    "ai-roi-measurement-report-2025",
    "2025-06-16",
    ["AI ROI", "Research", "Report"],
    "Measuring AI ROI: 2025 Report",
    "How leading enterprises measure the return of AI programmes: baselines, attribution, cost accounting and the metrics boards ask for. Includes a downloadable measurement template.",
  ],
  [
    "data-contracts-for-ai-pipelines",
    "2025-02-25",
    ["Data Engineering", "Data Quality"],
    "Data Contracts for AI Pipelines",
    "Schema, semantics and service levels agreed between producers and consumers stop silent breakage before it reaches a model. How to introduce data contracts without stopping delivery.",
  ],
  [
    "enterprise-ai-scaling-report-2025",
    "2025-06-16",
    ["Enterprise AI", "Research", "Report"],
    "Scaling Enterprise AI: 2025 Report",
    "Why only a small share of AI pilots scale, and what the ones that do have in common: platform foundations, product ownership and funding tied to measured value.",
  ],
  [
    "enterprise-ai-trust-scale",
    "2025-07-10",
    ["AI Trust", "Governance"],
    "The Enterprise AI Trust Scale",
    "Four factors, each scored one to three, place an AI system in one of four trust bands. A quick instrument for deciding how much human oversight a use case needs.",
  ],
  [
    "lakehouse-migration-playbook",
    "2025-03-18",
    ["Lakehouse", "Data Architecture"],
    "Lakehouse Migration Playbook",
    "Moving from a warehouse and a data lake to a single lakehouse: sequencing domains, dual running, cost controls and the governance that keeps the new platform from becoming another swamp.",
  ],
  [
    "measuring-ai-productivity-gains",
    "2025-08-26",
    ["Productivity", "AI Adoption"],
    "Measuring AI Productivity Gains Honestly",
    "Self-reported time savings overstate impact. Controlled rollouts, task sampling and output quality checks give productivity numbers finance will trust.",
  ],
  [
    "real-time-data-architecture-for-ai",
    "2025-10-07",
    ["Real-Time", "Data Architecture"],
    "Real-Time Data Architecture for AI",
    "Fraud scoring, personalisation and operations copilots need fresh features. Streaming ingestion, online feature stores and event-driven serving, and when batch is still the better answer.",
  ],
  [
    "securing-llm-applications-owasp",
    "2025-10-21",
    ["Security", "LLM", "OWASP"],
    "Securing LLM Applications With the OWASP Top 10",
    "Prompt injection, insecure output handling and excessive agency head the OWASP list for LLM applications. Concrete controls for each risk, mapped to where they sit in your architecture.",
  ],
].map(([slug, date, tags, title, excerpt]) => ({ slug, date, tags, title, excerpt }));

/** Case studies: slug, date, tags, title, excerpt. */
export const SITE_CASE_STUDIES = [
  [
    "self-hosted-ai-roi",
    "2025-06-16",
    ["Private AI", "ROI"],
    "Quantifying the ROI of Private AI",
    "A regional insurer compared hosted APIs with a self-hosted model platform over three years. The analysis projected a 3x return, driven by inference cost at volume and data residency requirements.",
  ],
  [
    "ai-ethics-framework",
    "2025-05-13",
    ["AI Ethics", "Governance"],
    "Building an AI Ethics Framework for a Healthcare Network",
    "A multi-hospital network needed consistent review of clinical and operational AI. The framework, review board and tooling now cover every model in production.",
  ],
  [
    "private-ai-infrastructure",
    "2025-08-05",
    ["Private AI", "Infrastructure"],
    "Private AI Infrastructure for a Financial Services Firm",
    "GPU capacity, model serving and access controls on premises brought deploy time from three months to two weeks while keeping client data inside the firm's boundary.",
  ],
  [
    "missing-sixth-dimension",
    "2025-07-10",
    ["Data Quality", "Research"],
    "The Missing Sixth Dimension of Data Quality",
    "Accuracy, completeness, consistency, timeliness and validity are not enough for AI. Fitness for the model's purpose is the dimension most quality programmes leave out.",
  ],
  [
    "retail-demand-forecasting",
    "2025-09-16",
    ["Retail", "Predictive Analytics"],
    "Demand Forecasting for a Specialty Retailer",
    "Store and SKU level forecasts replaced spreadsheet planning. Content for this case study is still to be written.",
  ],
  [
    "federal-data-modernization",
    "2025-10-14",
    ["Federal", "Data Engineering"],
    "Data Modernization for a Federal Agency",
    "A phased migration of mission data to a governed cloud platform. Content for this case study is still to be written.",
  ],
].map(([slug, date, tags, title, excerpt]) => ({ slug, date, tags, title, excerpt }));
