/**
 * Copy of the /ai-project-failure-rate research page (spec section 2: research and guides).
 * Angle: the causes inside a single project and a diagnostic checklist, whereas
 * /enterprise-ai-failure-rate covers the portfolio view. Editorial figures are the firm's
 * research (spec section 9, copy claims), quoted exactly as given.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=research-ai-project-failure-rate&utm_service=fractional-ai-pmo&subject=${encodeURIComponent(subject)}`;

/** The /ai-project-failure-rate page (English only). */
export const copy = {
  en: {
    title: "AI project failure rate: causes and a diagnostic checklist",
    description:
      "Why individual AI projects fail: causes by lifecycle stage, a 21-question diagnostic checklist, and how to decide whether to rescue, re-scope or stop.",
    eyebrow: "Research",
    h1: "Why AI projects fail, and how to diagnose yours before it stalls",
    lead: "Our research finds that 70 percent of AI projects fail to leave the pilot stage. Behind that number are a handful of causes that show up early, in a charter, a data extract or a steering committee agenda, long before anyone calls the project a failure. This page lists them by lifecycle stage and gives you a checklist to run on any project this week.",
    updated: "2025-07-01",
    actions: [
      {
        label: "Run the diagnostic checklist",
        href: "/ai-project-failure-rate#diagnostic-checklist",
      },
      { label: "Talk to us about a stalled project", href: contact("Stalled AI project review") },
    ],
    keywords: [
      "AI project failure rate",
      "why AI projects fail",
      "AI project diagnostic checklist",
      "AI pilot to production",
      "AI project rescue",
      "machine learning project failure",
    ],
    sections: [
      {
        kind: "stats",
        heading: "What failure costs a single project",
        items: [
          {
            number: "70%",
            label: "fail to leave pilot",
            detail: "the most common point of failure for an individual AI project",
          },
          {
            number: "80%",
            label: "of AI projects stall",
            detail: "before delivering the value in their business case",
          },
          {
            number: "$2.5M",
            label: "average loss",
            detail: "per stalled initiative, including value planned but never realized",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Projects fail slowly, and the signs are visible early",
        paragraphs: [
          "AI projects rarely end with a decision to cancel. They drift: the pilot is extended, the launch moves by a quarter, the data scientist who built the prototype is reassigned, and the budget is quietly re-scoped. By the time anyone says the word failure, most of the **$2.5M average loss** we measure per stalled initiative has already been spent.",
          "The causes are specific and, in our engagement reviews, remarkably consistent. They rarely involve the model. Most are decisions that were not made at the start: who owns the outcome, how value will be measured, where production data will come from, what the risk function will need to see. A project that makes those decisions at the funding stage has ordinary engineering problems. A project that postpones them has a second, unplanned project waiting at the end of the pilot.",
          "This page is the project-level companion to our [enterprise AI failure rate](/enterprise-ai-failure-rate) research, which looks at the portfolio. Use this one when you are responsible for a specific initiative, or when you are deciding whether to fund one.",
        ],
      },
      {
        kind: "table",
        heading: "Where projects fail, stage by stage",
        caption:
          "Typical failure at each lifecycle stage of an AI project, its early warning sign and the check that catches it",
        columns: ["Stage", "Typical failure", "Early warning sign", "Check that catches it"],
        rows: [
          [
            "Funding",
            "Success defined in model terms, not business terms",
            "The charter cites accuracy, not a cost, time or revenue measure",
            "Is the success metric one the business owner already reports on?",
          ],
          [
            "Scoping",
            "No owner with authority over the process being changed",
            "A sponsor is named, but nobody below the sponsor can change the workflow",
            "Who signs the pilot exit criteria?",
          ],
          [
            "Data",
            "The pilot runs on a hand-cleaned extract",
            "Nobody can say which production system each input comes from",
            "Does every input have an owner, a contract and monitoring?",
          ],
          [
            "Build",
            "Evaluation is a single accuracy figure on a test split",
            "No test set built with the people who will use the output",
            "Is there an evaluation suite the release depends on?",
          ],
          [
            "Pilot",
            "Exit criteria are technical only",
            "The pilot is extended rather than concluded",
            "Has the business owner committed to a rollout schedule?",
          ],
          [
            "Launch",
            "Governance questions arrive at the end",
            "Risk, legal or security first see the project in the launch review",
            "Was the risk tier assigned at intake?",
          ],
          [
            "Operation",
            "Nobody monitors quality, drift or run cost",
            "No alert owner, no rollback plan, no cost per transaction",
            "Is there a runbook and an on-call rota?",
          ],
          [
            "Value",
            "Benefits are never measured after launch",
            "The business case is the last document that mentions value",
            "Is the project in a benefits register reviewed by finance?",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Seven causes inside the project",
        intro:
          "Stalled projects in our reviews typically showed three or more of these at the pilot stage. One or two are ordinary; several together predict a stall.",
        items: [
          {
            title: "Nobody owns the outcome",
            body: "The model has an owner and the platform has an owner, but the business result has no one whose objectives depend on it. When the first process change meets resistance, nobody can push it through.",
          },
          {
            title: "No baseline was measured",
            body: "Without the before-state of the process, the only evidence is that users like the tool, which rarely survives a budget review.",
          },
          {
            title: "The data was ready for a demo",
            body: "Production needs the same inputs daily, on time and with stable meaning, from systems whose owners have never heard of the project.",
          },
          {
            title: "There is no path to production",
            body: "Notebooks, personal credentials and a one-off GPU instance do not pass change management. Each gap becomes its own small project after the pilot.",
          },
          {
            title: "Governance arrives at the end",
            body: "Model risk, privacy and security reviews need evidence that was never collected, and in regulated industries independent validation takes weeks, not days.",
          },
          {
            title: "Run cost is unknown",
            body: "Inference, human review time and support were not in the business case. At production volume the economics change, and finance stops the rollout.",
          },
          {
            title: "The process never changed",
            body: "The model works, but the workflow, incentives and training around it stayed the same, so adoption stays low and value never appears.",
          },
        ],
      },
      {
        kind: "table",
        id: "diagnostic-checklist",
        heading: "The diagnostic checklist",
        caption:
          "Twenty-one yes-or-no questions, grouped by cause; a no is a red flag to resolve, not a reason to cancel",
        columns: ["Area", "Question", "What a no usually means"],
        rows: [
          [
            "Ownership",
            "Is one named business owner accountable for the outcome?",
            "Process changes will stall at the first objection",
          ],
          [
            "Ownership",
            "Does that owner control the process the AI will change?",
            "Adoption depends on goodwill rather than authority",
          ],
          [
            "Ownership",
            "Will the owner sign the pilot exit criteria?",
            "The pilot can only be extended, never concluded",
          ],
          [
            "Value",
            "Is the success metric one the owner already reports on?",
            "Value will be argued, not measured",
          ],
          [
            "Value",
            "Has the baseline been measured over a representative period?",
            "No improvement can be demonstrated",
          ],
          [
            "Value",
            "Is the comparison design (control group, staggered rollout) agreed?",
            "Seasonality and other changes will be credited to the model",
          ],
          [
            "Data",
            "Is every input traceable to a production system?",
            "The pipeline has not been designed yet",
          ],
          [
            "Data",
            "Does each input have a named owner?",
            "Upstream changes will break the model silently",
          ],
          [
            "Data",
            "Has privacy or legal approved each field for production use?",
            "Features may have to be removed after the pilot",
          ],
          [
            "Data",
            "Is the required freshness of each input known?",
            "The pipeline cannot be sized or costed",
          ],
          [
            "Production",
            "Is there an approved platform to deploy the model on?",
            "Infrastructure becomes a second project",
          ],
          [
            "Production",
            "Are deployment, monitoring and rollback tested?",
            "The first incident will be handled by hand",
          ],
          [
            "Production",
            "Is there an evaluation suite that gates each release?",
            "Model or prompt changes will ship untested",
          ],
          [
            "Risk",
            "Has the use case been assigned a risk tier?",
            "Governance will start at launch",
          ],
          [
            "Risk",
            "Does the risk function know what evidence it needs?",
            "Documentation will be reconstructed under time pressure",
          ],
          [
            "Risk",
            "Has security threat-modeled the system, including prompt injection for LLMs?",
            "A security finding can block launch",
          ],
          [
            "Economics",
            "Is run cost per transaction estimated at production volume?",
            "The business case may invert at scale",
          ],
          [
            "Economics",
            "Is there a budget line for operating the system after launch?",
            "The system will be orphaned after the pilot team leaves",
          ],
          [
            "Adoption",
            "Is the process redesign documented and agreed with line managers?",
            "Users will work around the tool",
          ],
          [
            "Adoption",
            "Is training scheduled before rollout, not after?",
            "Early users will form a poor first impression",
          ],
          [
            "Adoption",
            "Is there a plan for the capacity the AI releases?",
            "Time saved will not become financial value",
          ],
        ],
      },
      {
        kind: "table",
        heading: "Reading your score",
        caption: "Suggested action by number of red flags on the checklist",
        columns: ["Red flags", "What it suggests", "Recommended action"],
        rows: [
          ["0–2", "Normal delivery risk", "Proceed; assign each red flag an owner and a date"],
          [
            "3–6",
            "The project is likely to slip at the pilot-to-production step",
            "Resolve the flags before the next gate; do not extend the pilot to buy time",
          ],
          [
            "7–12",
            "Several causes are present together",
            "Re-scope: narrow to one process and one owner, and fix data and production path first",
          ],
          [
            "13 or more",
            "The project is a research exercise funded as a delivery project",
            "Stop, or re-fund it explicitly as research with a fixed budget and a learning goal",
          ],
        ],
        note: "These thresholds are our practitioner guidance for using the checklist, not research findings.",
      },
      {
        kind: "prose",
        heading: "Rescue, re-scope or stop",
        paragraphs: [
          "For a project already in pilot, the checklist supports a harder decision. Rescue is worth it when the business owner is committed and the value case survives a realistic run cost; what is missing is engineering and governance work that can be planned and costed. Re-scoping is right when the value is real but the scope spans too many processes, owners or data sources to move together: cut it to the part one owner controls and ship that first.",
          "Stopping is right when the value case depends on assumptions nobody will own, or when the data required cannot be made available at acceptable cost. A recorded stop decision is a good outcome. It returns budget and people to initiatives that can scale, and it is one of the clearest habits of the 13 percent of projects that do.",
        ],
      },
      {
        kind: "list",
        heading: "Signs a project needs outside help",
        items: [
          "The pilot has been extended more than once without a new exit date",
          "The team can describe model performance but not the business metric it should move",
          "Three or more teams must change something for the project to launch, and none of them reports to the sponsor",
          "A risk, privacy or security review has been open for longer than the build took",
          "Nobody can state the monthly cost of running the system at full volume",
        ],
      },
      {
        kind: "prose",
        id: "methodology",
        heading: "Methodology",
        paragraphs: [
          "The figures on this page are Vantreo research findings from our engagement reviews of enterprise AI programs and from client surveys and structured interviews with sponsors and delivery leads. A project counts as stalled when it has stopped progressing toward its business case value for two or more consecutive quarters, or was closed without delivering it. The causes and lifecycle table summarize what those reviews found in stalled projects; the checklist and its thresholds are our practical guidance derived from them. The data comes from organizations that engaged us, so it may over-represent troubled programs, and it should be read as a practitioner's benchmark rather than an estimate for every enterprise.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "What percentage of AI projects fail?",
            answer:
              "In our research, 80 percent of AI projects stall before delivering the value in their business case and 70 percent fail to leave the pilot stage. Only 13 percent scale across the scope they were designed for.",
          },
          {
            question: "What is the most common reason an AI project fails?",
            answer:
              "The absence of a business owner who is accountable for the outcome and controls the process being changed. It is usually accompanied by an unmeasured baseline, which makes it impossible to prove the project worked.",
          },
          {
            question: "When should we run the diagnostic checklist?",
            answer:
              "At the funding decision, again before the pilot ends, and whenever a pilot is about to be extended. It takes an hour with the business owner, the technical lead and someone from risk or security in the room.",
          },
          {
            question: "Is a high number of red flags a reason to cancel?",
            answer:
              "Not on its own. It means the project is being funded as delivery when it is still research, or that preparatory work must happen before the clock starts. Re-scoping is often the better answer.",
          },
          {
            question: "Do generative AI projects fail for different reasons?",
            answer:
              "The same causes apply. Generative AI adds two that deserve extra weight: evaluation of open-ended outputs, and run cost that grows with usage. Both belong in the checklist from day one.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related research and services",
        items: [
          {
            title: "Why enterprise AI projects stall",
            body: "Five failure patterns in depth, with warning signs and what to do this quarter.",
            href: "/insights/why-enterprise-ai-projects-stall",
          },
          {
            title: "MLOps from notebook to production",
            body: "The minimum capabilities that give a project a path to production.",
            href: "/insights/mlops-from-notebook-to-production",
          },
          {
            title: "Fractional AI PMO",
            body: "Program discipline for AI initiatives: gates, benefits tracking and stop decisions, from $5,000 per month.",
            href: "/services/fractional-ai-pmo",
          },
          {
            title: "MLOps & Model Operations",
            body: "A shared path to production: discovery from $5,000, implementation from $15,000.",
            href: "/services/mlops-model-operations",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Get a second opinion on a project at risk",
        body: "Bring your charter, pilot results and the checklist. In a 60-minute deep dive ($500) we identify the red flags that matter most and whether to rescue, re-scope or stop. Test the numbers behind the business case with the AI ROI calculator.",
        primary: {
          label: "Review a stalled project with us",
          href: contact("Stalled AI project review"),
        },
        secondary: { label: "Open the AI ROI calculator", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies EnglishPageCopy;
