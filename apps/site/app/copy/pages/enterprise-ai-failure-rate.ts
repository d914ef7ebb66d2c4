/**
 * Copy of the /enterprise-ai-failure-rate research page (spec section 2: research and guides).
 * The four editorial figures are the firm's own research findings (spec section 9, copy claims)
 * and are quoted exactly as given: 80 percent stall, 70 percent fail to leave pilot, $2.5M
 * average loss, 13 percent scale. They agree with /insights/enterprise-ai-scaling-report-2025.
 * This page takes the portfolio (enterprise) view; /ai-project-failure-rate takes the project view.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=research-enterprise-ai-failure-rate&utm_service=ai-strategy-value-sprint&subject=${encodeURIComponent(subject)}`;

/** The /enterprise-ai-failure-rate page (English only). */
export const copy = {
  en: {
    title: "Enterprise AI failure rate: 2025 research findings",
    description:
      "Our research: 80% of enterprise AI projects stall, 70% never leave pilot, a stall costs $2.5M on average and 13% scale. Why, and what the 13% do differently.",
    eyebrow: "Research",
    h1: "Enterprise AI failure rate: why most AI portfolios stall",
    lead: "Across the AI programs we have assessed and remediated, four out of five AI projects stall before they deliver the value in their business case, and only 13 percent reach full scale. The cause is rarely the model. It is how the enterprise selects, funds, governs and measures its AI portfolio, and every one of those can be changed within two quarters.",
    updated: "2025-07-01",
    actions: [
      {
        label: "Read the full 2025 scaling report",
        href: "/insights/enterprise-ai-scaling-report-2025",
      },
      { label: "Request a portfolio review", href: contact("AI portfolio review") },
    ],
    keywords: [
      "enterprise AI failure rate",
      "AI projects stall",
      "AI pilot purgatory",
      "scaling enterprise AI",
      "AI portfolio management",
      "AI program research 2025",
    ],
    sections: [
      {
        kind: "stats",
        heading: "The four numbers from our 2025 research",
        items: [
          {
            number: "80%",
            label: "of AI projects stall",
            detail: "before delivering the measurable value in their approved business case",
          },
          {
            number: "70%",
            label: "fail to leave pilot",
            detail: "the pilot-to-production transition is where most stalls happen",
          },
          {
            number: "$2.5M",
            label: "average loss per stalled initiative",
            detail: "build, platform, people time and the value that never arrived",
          },
          {
            number: "13%",
            label: "of AI projects scale",
            detail: "in production across their designed scope, with value measured and sustained",
          },
        ],
      },
      {
        kind: "prose",
        heading: "What the figures mean",
        paragraphs: [
          "The figures are **Vantreo's own research findings**, not a vendor survey or an industry estimate. They come from our engagement reviews of enterprise AI programs in healthcare, financial services, federal and state government, and retail and e-commerce, and from surveys and structured interviews with the sponsors and delivery leads of those programs. The methodology section below sets out the definitions and the limits of the data.",
          "Two definitions matter. An initiative has **stalled** when it has stopped progressing toward the value in its approved business case for two or more consecutive quarters, or was closed without delivering that value. An initiative has **scaled** when it runs in production across the business units, regions or processes it was designed for, and its value is measured against a baseline and sustained. The categories are not a single split of the portfolio: an initiative can be live in one business unit, no longer stalled but not yet at full scope, which is why the stall and scale figures do not add up to 100.",
          "The pilot figure explains where the money goes. Most stalls happen at one point, the move from a proof of concept built by a small team on curated data to a production system that depends on the rest of the enterprise. A pilot that met its own technical targets often stalls exactly there, because nobody had agreed what production would require.",
        ],
      },
      {
        kind: "table",
        heading: "Where the $2.5M average loss comes from",
        caption:
          "Cost categories included in the average loss per stalled initiative, and why sponsors underestimate each",
        columns: ["Cost category", "What it includes", "Why it is missed"],
        rows: [
          [
            "Build cost",
            "Internal and external delivery time, data preparation, model development",
            "Usually the only category tracked against the project code",
          ],
          [
            "Platform and infrastructure",
            "Compute, storage, licenses and environments stood up for the initiative",
            "Charged to central IT budgets and rarely attributed back",
          ],
          [
            "Business time",
            "Subject-matter experts, process owners, testers and reviewers",
            "Almost never recorded",
          ],
          [
            "Governance and security",
            "Risk reviews, legal work, security assessments and remediation of findings",
            "Arrives late and is booked to control functions",
          ],
          [
            "Unrealized value",
            "The benefit in the approved business case that never materialized",
            "Invisible in cost reports, yet it is why the project was funded",
          ],
        ],
        note: "The average is calculated per stalled initiative across these categories. We do not publish a split by category, because it varies too much between programs to be useful as a benchmark.",
      },
      {
        kind: "prose",
        heading: "Why the failure rate is an enterprise problem",
        paragraphs: [
          "It is tempting to read an 80 percent stall rate as 80 separate project failures, each with its own post-mortem. Our reviews point the other way. The same organization tends to stall the same way, repeatedly, because the causes sit above any single project: how use cases are chosen, whether a shared path to production exists, when risk functions are involved and whether anyone measures value after launch.",
          "That is good news for executives. A project-by-project rescue is slow and expensive. Fixing four or five enterprise-level practices changes the odds for every initiative in the portfolio at once, including the ones not yet funded. Our companion page on the [AI project failure rate](/ai-project-failure-rate) covers the project-level causes and gives a diagnostic checklist for individual initiatives.",
        ],
      },
      {
        kind: "table",
        heading: "Stalling portfolios and scaling portfolios compared",
        caption:
          "Enterprise-level practices we observe in organizations whose AI initiatives mostly stall, and in those whose initiatives scale",
        columns: ["Practice", "Portfolios that stall", "Portfolios that scale"],
        rows: [
          [
            "Selection",
            "Every sponsor's idea is funded; nothing is stopped",
            "Use cases ranked on value and readiness; explicit stop decisions each quarter",
          ],
          [
            "Path to production",
            "Each initiative negotiates its own infrastructure, security and deployment",
            "One shared platform, run as a product with an owner and a roadmap",
          ],
          [
            "Ownership",
            "A sponsor, but no one with day-to-day authority over the process",
            "A named business owner whose objectives include the outcome",
          ],
          [
            "Governance",
            "Risk, legal and security see the use case at launch",
            "Risk tier assigned at intake; evidence produced during delivery",
          ],
          [
            "Measurement",
            "Value calculated once, in the business case",
            "Baseline before the pilot; realized value reviewed quarterly with finance",
          ],
          [
            "Funding",
            "Budget for the build only",
            "Budget for the build and for running the system afterwards",
          ],
        ],
      },
      {
        kind: "features",
        heading: "What the 13 percent do differently",
        intro:
          "None of these capabilities depends on a bigger budget or a rarer kind of data scientist. All five are in place before the pilot starts.",
        items: [
          {
            title: "They run a portfolio, not a list of experiments",
            body: "A quarterly review with recorded stop, continue and scale decisions. Fewer pilots run at once, and each has a funded plan to reach production.",
          },
          {
            title: "They build the path to production once",
            body: "Model and prompt registries, deployment templates, monitoring, an AI gateway and approved data access patterns, shared by every use case. The second use case costs less than the first.",
          },
          {
            title: "They assign business ownership of outcomes",
            body: "No funding without a named owner who controls the process being changed and a success measure that owner already reports on.",
          },
          {
            title: "They design governance in",
            body: "Use cases are risk-tiered at intake against NIST AI RMF, SR 11-7 or the EU AI Act as relevant, so launch approval confirms evidence rather than starting an investigation.",
          },
          {
            title: "They measure value from day one",
            body: "A baseline before the pilot, a comparison design agreed in advance, and a benefits register that finance reviews every quarter.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Generative AI has not improved the odds",
        paragraphs: [
          "Generative AI made pilots cheaper to start. A working prototype can be assembled in days, so many enterprises now run dozens at once. In our reviews this has raised the number of pilots without raising the share that reach production. The production requirements are as demanding as for predictive models and in places more so: outputs are open-ended and harder to evaluate, inference costs grow with use, and every document the system reads is part of its attack surface.",
          "The result is that a larger number of cheaper pilots produces a larger number of stalls, unless the five capabilities above are in place. Leaders who measure their AI program by the number of active pilots are, in effect, measuring how much stalled work they are about to own.",
        ],
      },
      {
        kind: "steps",
        heading: "How to lower your own failure rate in two quarters",
        intro: "A condensed version of the 180-day plan in our full report.",
        items: [
          {
            title: "Take stock (weeks 1–4)",
            body: "Inventory every AI initiative, including pilots inside business units and AI features switched on in purchased software. Record owner, stage, spend to date, intended value and how long each has been in pilot.",
          },
          {
            title: "Decide (weeks 5–8)",
            body: "Hold the first portfolio review. Stop what cannot be made ready at acceptable cost, and choose two or three scale candidates with high value and achievable readiness. Measure their baselines.",
          },
          {
            title: "Build the path once (weeks 9–17)",
            body: "Stand up the minimum shared platform the candidates need, agree evidence requirements with risk, legal and security per risk tier, and put data contracts on critical inputs.",
          },
          {
            title: "Launch and measure (weeks 18–26)",
            body: "Take the candidates to production on the shared platform, report realized value against baseline to the sponsor and finance, and publish the portfolio decisions so the next wave starts faster.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Questions an executive committee should ask this quarter",
        items: [
          "How many AI initiatives do we have, and how many have been in pilot for more than two quarters?",
          "Which initiatives did we stop last quarter, and what did we learn from each?",
          "Does every initiative in production have a baseline, a named business owner and a benefits register entry?",
          "What does it cost, and how long does it take, to move an approved use case to production today?",
          "Are risk tiers assigned at intake, and does each team know what evidence its tier requires?",
          "Is running cost per transaction known for every system in production?",
        ],
      },
      {
        kind: "prose",
        id: "methodology",
        heading: "Methodology",
        paragraphs: [
          "These findings come from Vantreo's engagement reviews (the assessment, strategy and remediation work we do with enterprise AI programs) and from client surveys and structured interviews with program sponsors and delivery leads. Each initiative is classified as stalled, in progress or scaled using the definitions above, based on the program's own records: business cases, steering committee minutes, deployment and monitoring data, and finance reports where available. The average loss is calculated per stalled initiative across the five cost categories in the table above.",
          "The data has limits that readers should weigh. It reflects organizations that engaged a data and AI consultancy, and programs that asked for an assessment or remediation may be more troubled than average. It covers the industries we serve, mainly in the United States. We publish the findings as a practitioner's benchmark to test your own portfolio against, not as a statistical estimate for all enterprises, and we update the page when new engagement reviews change the picture.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "What is the enterprise AI failure rate?",
            answer:
              "In our research, 80 percent of enterprise AI projects stall before delivering the value in their business case, 70 percent fail to leave the pilot stage, and 13 percent scale across the scope they were designed for. A stalled initiative costs an average of $2.5M.",
          },
          {
            question: "Does failure mean the model did not work?",
            answer:
              "Rarely. Most stalled initiatives had a model that met its technical targets. They stalled on ownership, data that was ready for a demo but not for production, the lack of a deployment path, late governance or an unmeasured business case.",
          },
          {
            question: "Why don't the stall and scale percentages add up to 100?",
            answer:
              "Because some initiatives are in production but not yet across their full designed scope. They are neither stalled nor scaled at the time of review.",
          },
          {
            question: "Is generative AI more likely to stall than predictive AI?",
            answer:
              "We see the same pattern in both. Generative AI pilots are faster to start, so organizations run more of them, but the share that reaches production has not risen.",
          },
          {
            question: "How quickly can a portfolio's odds be improved?",
            answer:
              "The first portfolio review and stop decisions can happen within eight weeks. Taking two or three scale candidates to production on a shared platform typically takes two quarters.",
          },
          {
            question: "Can we cite these figures?",
            answer:
              "Yes, as Vantreo research findings, ideally with a link to this page or to our 2025 scaling report so readers can see the definitions and the methodology.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Further reading",
        items: [
          {
            title: "The Pilot Trap: 2025 Enterprise AI Scaling Report",
            body: "The full report, with pilot exit criteria, recommendations by role and the 180-day plan. PDF available.",
            href: "/insights/enterprise-ai-scaling-report-2025",
          },
          {
            title: "Why enterprise AI projects stall",
            body: "The five failure patterns we see most often, their warning signs and a pre-pilot checklist.",
            href: "/insights/why-enterprise-ai-projects-stall",
          },
          {
            title: "AI implementation best practices",
            body: "The lifecycle, phase gates and operating model that scaling programs use.",
            href: "/ai-implementation-best-practices",
          },
          {
            title: "AI Strategy Value Sprint",
            body: "Ranks your use cases on value and readiness and sizes the top 5-10 in a 4-6 week sprint.",
            href: "/services/ai-strategy-value-sprint",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Find out which of your initiatives will stall",
        body: "Start with a half-day strategy session ($2,000) or a full day ($3,500): we review your AI portfolio against these findings and leave you with a ranked list of what to scale, fix or stop. Check a single use case first with the AI ROI calculator.",
        primary: { label: "Request a portfolio review", href: contact("AI portfolio review") },
        secondary: { label: "Open the AI ROI calculator", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies EnglishPageCopy;
