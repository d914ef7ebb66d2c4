/**
 * Copy of the /ai-implementation-best-practices guide (spec section 2: research and guides).
 * It expands the five capabilities of /insights/enterprise-ai-scaling-report-2025 into a
 * lifecycle with phase gates; the editorial figures are the firm's research (spec section 9).
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=guide-ai-implementation-best-practices&utm_service=ai-consulting&subject=${encodeURIComponent(subject)}`;

/** The /ai-implementation-best-practices page (English only). */
export const copy = {
  en: {
    title: "AI implementation best practices for the enterprise",
    description:
      "A practical AI implementation guide: a ten-step lifecycle, phase gates with the evidence each needs, generative AI practices and an operating model that scales.",
    eyebrow: "Guide",
    h1: "AI implementation best practices: from use case to scaled production",
    lead: "Only 13 percent of AI projects scale in our research. The practices that separate them from the rest are not secret and not expensive: they are decisions made in the right order, with the right people, before the pilot starts. This guide sets them out as a lifecycle you can adopt, with the evidence each phase gate should require.",
    updated: "2025-08-26",
    actions: [
      { label: "Talk to an AI delivery lead", href: contact("AI implementation approach") },
      { label: "Check your data maturity", href: "/tools/data-maturity-assessment" },
    ],
    keywords: [
      "AI implementation best practices",
      "enterprise AI implementation",
      "AI lifecycle",
      "AI phase gates",
      "AI operating model",
      "generative AI implementation",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Why best practice matters more than technology choice",
        paragraphs: [
          "In our engagement reviews, 80 percent of AI projects stall and 70 percent fail to leave the pilot stage, at an average loss of $2.5M per stalled initiative. The technology in those projects was usually adequate. What was missing was a sequence: the business owner, the baseline, the data contracts, the risk tier and the production platform were each dealt with after they became a problem, rather than before.",
          "The practices below are what we see in the 13 percent of initiatives that scale, turned into a lifecycle. They apply to predictive models, generative AI assistants and AI agents alike. The sequence matters more than any single step: a well-built model without a baseline cannot prove its value, and a proven model without a production path cannot deliver it.",
        ],
      },
      {
        kind: "steps",
        heading: "The implementation lifecycle",
        intro: "Ten steps, in order. Steps 1 to 4 happen before any model is built.",
        items: [
          {
            title: "Select from a portfolio",
            body: "Rank candidate use cases on value and readiness. Fund those strong on both, or high-value ones with a funded plan to close the readiness gap.",
          },
          {
            title: "Name the owner and the metric",
            body: "One business owner who controls the process, and a success metric that owner already reports on.",
          },
          {
            title: "Measure the baseline",
            body: "Record the metric over a representative period, with the method written down so it can be repeated after launch.",
          },
          {
            title: "Classify risk and agree evidence",
            body: "Assign a risk tier at intake and agree with risk, legal and security which evidence the tier requires.",
          },
          {
            title: "Secure production data",
            body: "Trace each input to a production system, name its owner and put a data contract and monitoring on it.",
          },
          {
            title: "Build on the shared platform",
            body: "Use the organization's registry, deployment templates, gateway and monitoring; never a one-off environment.",
          },
          {
            title: "Evaluate against the task",
            body: "Build an evaluation suite with the people who will use the output, and make it a release gate for every change.",
          },
          {
            title: "Pilot with production exit criteria",
            body: "Conclude the pilot on measured value, a committed rollout, tested operations and confirmed approvals, not on accuracy alone.",
          },
          {
            title: "Roll out with the process change",
            body: "Redesign the workflow, train before launch and phase the rollout so each wave is measured from its start.",
          },
          {
            title: "Operate and measure value",
            body: "Monitor quality, drift and cost per transaction, and report realized value to finance every quarter.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Phase gates and the evidence each one needs",
        caption:
          "Four gates that replace a single launch review, with the evidence and the decision-maker at each",
        columns: ["Gate", "Question it answers", "Evidence required", "Who decides"],
        rows: [
          [
            "Fund",
            "Is this worth doing, and can it be done?",
            "Value hypothesis in the owner's metric, readiness score, risk tier, run cost estimate",
            "Portfolio board with the business owner",
          ],
          [
            "Build",
            "Are we ready to build for production?",
            "Measured baseline, data contracts for critical inputs, evidence plan agreed with risk",
            "Business owner and technical lead",
          ],
          [
            "Scale",
            "Did the pilot prove value and operability?",
            "Measured improvement against baseline, evaluation results, tested deployment and rollback, approvals confirmed",
            "Business owner, risk function, platform owner",
          ],
          [
            "Review",
            "Is it still delivering?",
            "Benefits register actuals, quality and drift monitoring, cost per transaction",
            "Finance and the business owner, quarterly",
          ],
        ],
        note: "Low-risk use cases can pass the fund and build gates in a single meeting. The gates exist to make evidence visible, not to add committee time.",
      },
      {
        kind: "features",
        heading: "Practices specific to generative AI",
        intro:
          "Large language models change how quality, cost and security are managed. These practices belong in every generative AI implementation.",
        items: [
          {
            title: "Task-specific evaluation",
            body: "Layered suites of deterministic checks, expert-labeled examples, calibrated model-graded tests and adversarial cases, run on every prompt or model change.",
          },
          {
            title: "Retrieval quality first",
            body: "In retrieval-augmented systems most wrong answers are retrieval failures. Measure retrieval separately from generation.",
          },
          {
            title: "Prompts as versioned code",
            body: "Prompts, system instructions and tool definitions live in version control with the evaluation results of each version.",
          },
          {
            title: "Cost per task, not per token",
            body: "Track the full cost of a completed task, including retries and human review, and set a budget before scaling.",
          },
          {
            title: "Threat model the inputs",
            body: "Every document and message the system reads can carry instructions. Apply the OWASP Top 10 for LLM Applications from design onwards.",
          },
          {
            title: "Plan for model change",
            body: "Providers retire and update models. Keep the evaluation suite ready so a model migration is a test run, not a project.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Build, buy or partner",
        caption: "Decision criteria for how to source an AI capability",
        columns: [
          "Criterion",
          "Favors buying a product",
          "Favors building",
          "Favors a delivery partner",
        ],
        rows: [
          [
            "Differentiation",
            "The capability is the same for every company in your industry",
            "It encodes knowledge or data only you have",
            "It is differentiating, but you lack the skills today",
          ],
          [
            "Data sensitivity",
            "The vendor meets your data-handling requirements",
            "Data cannot leave your environment",
            "You need a private deployment designed and handed over",
          ],
          [
            "Speed",
            "A product fits with configuration",
            "You have a platform team and time",
            "You need production in months and a team you can grow into",
          ],
          [
            "Ownership after launch",
            "The vendor runs it",
            "Your team runs it",
            "The partner builds, your team takes over with documentation and training",
          ],
        ],
      },
      {
        kind: "prose",
        heading: "An operating model that scales",
        paragraphs: [
          "Scaling organizations separate three roles. A **platform team** owns the shared path to production as a product, with a roadmap and internal customers. **Delivery teams** in or close to the business build use cases on that platform. A small **center of excellence** sets standards, runs the portfolio review and helps teams through governance, without becoming a gate every request must queue behind. Our article on [designing an AI center of excellence](/insights/ai-center-of-excellence-operating-model) explains how to keep it accelerating rather than gatekeeping.",
          "Governance sits inside the lifecycle rather than beside it: risk tiers assigned at intake, evidence collected during delivery and governance representatives in sprint reviews. The [NIST AI Risk Management Framework](/insights/nist-ai-rmf-in-practice) is a useful scaffold for owners and artifacts, and regulated firms map the same evidence to SR 11-7 or the EU AI Act without doing the work twice.",
        ],
      },
      {
        kind: "list",
        heading: "Anti-patterns to avoid",
        items: [
          "Running more pilots to show momentum, when none has a funded route to production",
          "Judging a pilot on model accuracy while the business metric goes unmeasured",
          "Letting each project negotiate its own infrastructure and security pattern",
          "Inviting risk and compliance to the launch review only",
          "Counting hours saved as cash saved without a plan for the released capacity",
          "Handing a system to operations without a runbook, an alert owner or a rollback plan",
          "Treating a vendor's model update as a non-event instead of a release that needs testing",
        ],
      },
      {
        kind: "prose",
        heading: "Evidence behind this guide",
        paragraphs: [
          "The lifecycle and gates reflect Vantreo's delivery practice and our research. The figures quoted (80 percent of AI projects stall, 70 percent fail to leave pilot, a $2.5M average loss per stalled initiative and 13 percent that scale) are Vantreo research findings from our engagement reviews and client surveys of enterprise AI programs. Definitions and limits are set out in the methodology of our [enterprise AI failure rate](/enterprise-ai-failure-rate) page and in [The Pilot Trap: 2025 Enterprise AI Scaling Report](/insights/enterprise-ai-scaling-report-2025).",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "What is the single most important AI implementation practice?",
            answer:
              "Naming a business owner who controls the process being changed, with a success metric they already report on. Most other practices depend on it.",
          },
          {
            question: "How long should an AI pilot run?",
            answer:
              "Long enough to measure the business metric against its baseline, typically 8 to 12 weeks for process use cases. A pilot extended without new exit criteria is a warning sign.",
          },
          {
            question: "Do we need a platform before our first use case?",
            answer:
              "You need the minimum platform your first use case requires: deployment, monitoring, access patterns and evaluation. Build it so the second use case can reuse it, and fund it as a product.",
          },
          {
            question: "How do these practices change for AI agents?",
            answer:
              "The lifecycle is the same, with extra design controls: autonomy levels, least-privilege tool access, limits enforced in code and full traces. Our agentic AI guide covers them.",
          },
          {
            question: "Where should a company with many stalled pilots start?",
            answer:
              "With a portfolio review that stops what cannot be made ready and concentrates effort on two or three candidates, then with the shared platform those candidates need.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related guides and services",
        items: [
          {
            title: "AI ROI measurement guide",
            body: "Cost model, benefit model, NPV and payback for AI business cases.",
            href: "/ai-roi-measurement-guide",
          },
          {
            title: "Agentic AI in 2025",
            body: "Patterns, guardrails and evaluation for AI agents in production.",
            href: "/agent-ai-2025-guide",
          },
          {
            title: "Data contracts for AI pipelines",
            body: "Stopping silent breakage between data producers and models.",
            href: "/insights/data-contracts-for-ai-pipelines",
          },
          {
            title: "Evaluating LLM applications",
            body: "Building a test suite you can ship against.",
            href: "/insights/llm-evaluation-framework",
          },
          {
            title: "AI Center of Excellence",
            body: "Standards, portfolio review and enablement as a service, from $10,000 per month.",
            href: "/services/ai-center-of-excellence",
          },
          {
            title: "Case study: private AI infrastructure",
            body: "Model deployments cut from 3 months to 2 weeks, with uptime from 94% to 99.9%.",
            href: "/case-studies/private-ai-infrastructure",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Put the lifecycle to work on your next use case",
        body: "Bring one use case to a half-day workshop ($2,000). We take it through the fund and build gates with your owner, data and risk leads, and you leave with the evidence plan and the open decisions.",
        primary: {
          label: "Plan an implementation workshop",
          href: contact("AI implementation workshop"),
        },
        secondary: { label: "Estimate the return first", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies EnglishPageCopy;
