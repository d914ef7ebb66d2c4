/**
 * Copy of /cybersecurity/ai-enhanced-soc (spec section 2: cybersecurity): LLM-assisted triage
 * with guardrails and a human in the loop. Agrees with /insights/ai-enhanced-security-operations-center
 * (deployment order, approval tiers, metrics) and links the state-agency case study, which is
 * still in preparation, as such.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=cybersecurity-ai-enhanced-soc&utm_service=ai-enhanced-soc&subject=${encodeURIComponent(subject)}`;

/** The /cybersecurity/ai-enhanced-soc page (English only). */
export const copy = {
  en: {
    title: "AI-enhanced SOC: LLM-assisted triage with guardrails",
    description:
      "LLM-assisted alert triage for your SOC: enrichment, summaries and query drafting, with attacker content treated as hostile and analysts approving containment.",
    eyebrow: "Cybersecurity",
    h1: "An AI-enhanced SOC: faster triage, with analysts in charge",
    lead: "SOC analysts spend most of each alert gathering context from several consoles before a decision that takes seconds. Language models are good at exactly that reading and summarizing. We add AI assistance to your SOC where it shortens triage, design it for data an adversary can write, and keep response actions under a policy your team owns, with containment approved by an analyst.",
    actions: [
      { label: "Discuss AI for your SOC", href: contact("AI-assisted SOC triage") },
      {
        label: "Read our AI-enhanced SOC article",
        href: "/insights/ai-enhanced-security-operations-center",
      },
    ],
    keywords: [
      "AI-enhanced SOC",
      "LLM alert triage",
      "AI security operations",
      "human in the loop",
      "SOC automation",
      "prompt injection defense",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Where AI helps analysts, and where it must not act alone",
        paragraphs: [
          "The best early uses of AI in security operations are the reading-heavy ones: pulling asset, identity, vulnerability and threat-intelligence context into one view, summarizing what happened in an alert, grouping related alerts into one incident candidate, drafting a SIEM query from a plain-language question, and writing case notes. Each saves analyst time without giving the model any authority.",
          "The risks are specific to security. The data an analyst examines is partly written by the adversary: an email body, a file name, a command line can all contain text crafted to steer a model. And an assistant that can isolate hosts or disable accounts can be induced to do so at the worst moment. Our designs assume both, from the first line of the architecture.",
        ],
      },
      {
        kind: "table",
        heading: "What the assistant does, and who decides",
        caption:
          "SOC activities in the order we introduce AI assistance, with the decision owner for each",
        columns: ["Activity", "What the assistant does", "Who decides", "Risk level"],
        rows: [
          [
            "Alert enrichment",
            "Presents deterministic lookups of asset, identity and intelligence context",
            "Analyst",
            "Low: read-only",
          ],
          [
            "Triage summary",
            "Summarizes the alert, likely ATT&CK techniques, and evidence for and against malice",
            "Analyst",
            "Low to medium",
          ],
          [
            "Alert clustering",
            "Groups related alerts across tools into one incident candidate",
            "Analyst",
            "Low",
          ],
          [
            "Query drafting",
            "Translates a question into the SIEM's query language",
            "Analyst reviews and runs",
            "Medium",
          ],
          [
            "Case documentation",
            "Drafts notes, timelines and escalation summaries",
            "Analyst edits and signs",
            "Low",
          ],
          [
            "Phishing triage",
            "Classifies reported emails and extracts indicators",
            "Analyst for anything beyond routine",
            "Medium: attacker-controlled content",
          ],
          [
            "Response actions",
            "Proposes containment with its reasoning and evidence",
            "Analyst approval, by policy",
            "High",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Guardrails built in from the start",
        items: [
          {
            title: "Attacker content is data, never instruction",
            body: "Untrusted fields are passed in delimited form and the assistant is told they are evidence. This reduces injection risk; the controls below limit what a successful injection could do.",
          },
          {
            title: "Structured outputs only",
            body: "The assistant returns a fixed schema of disposition, evidence references and next steps, which is validated, logged and measured. Free text is displayed, never executed.",
          },
          {
            title: "No autonomous closure",
            body: "An assistant's benign verdict reorders the queue; it never closes a high-severity alert on its own.",
          },
          {
            title: "Response policy as configuration",
            body: "Which actions are automatic, which need an analyst and which need a second approver is set in configuration your security team owns, not in a prompt.",
          },
          {
            title: "Telemetry stays where it should",
            body: "Where security data cannot leave your environment, the model runs inside it on private infrastructure.",
          },
          {
            title: "Tested against injection",
            body: "Evaluation sets include prompt-injection payloads, refreshed with red-team findings, and run before every model or prompt change.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "The first phase: one quarter",
        intro:
          "A focused first phase typically shows within a quarter whether the approach works in your environment.",
        items: [
          {
            title: "Baseline",
            body: "Measure triage and response times, escalation accuracy and analyst workload for at least a month, by alert source and severity.",
          },
          {
            title: "Enrichment first",
            body: "Automate the deterministic context lookups for the two or three highest-volume alert types, without any model involved.",
          },
          {
            title: "Add triage summaries",
            body: "Introduce structured AI summaries for those alert types in the analyst workspace, with one-click access to every source used.",
          },
          {
            title: "Measure and decide",
            body: "Compare against the baseline, review missed detections and overrides, and decide which activities to extend next.",
          },
        ],
      },
      {
        kind: "table",
        heading: "How we know it is working",
        caption:
          "Metrics measured against a pre-deployment baseline for the same alert sources and severities",
        columns: ["Metric", "Why it matters"],
        rows: [
          [
            "Mean time to triage, by severity",
            "Shows whether context gathering actually got faster",
          ],
          [
            "Mean time to respond for confirmed incidents",
            "Shows whether faster triage became faster containment",
          ],
          ["Escalation accuracy", "Share of escalated alerts confirmed as true positives"],
          [
            "Missed-detection reviews",
            "Incidents later found that had been triaged as benign: the guard against speed at the expense of safety",
          ],
          [
            "Analyst override rate",
            "Where analysts disagree with the assistant, and whether trust is earned",
          ],
        ],
        note: "A falling override rate with stable missed-detection reviews is the signal that the assistant is earning trust appropriately.",
      },
      {
        kind: "prose",
        heading: "Human in the loop, by design",
        paragraphs: [
          "The aim is to make good analysts faster, not to replace the judgment that makes them good. We train analysts to verify the assistant's claims against raw evidence, log every proposal, approval and approver as part of the investigation record, and give the SOC lead a monthly view of where the assistant is wrong. We also fix the noisiest detections in parallel, because AI triage on top of poor tuning is an expensive way to live with noise.",
          "A state agency's security operations team followed this approach, keeping every containment and response action with a named analyst; the [full case study](/case-studies/ai-enhanced-soc-modernization) is in preparation and will be published after the client's review.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "Will the AI close alerts automatically?",
            answer:
              "Not for high-severity detections. The assistant prioritizes the queue and explains its reasoning; an analyst makes the call. Only narrowly defined low-risk steps, such as enrichment or blocking a high-confidence indicator for a limited time, may run automatically, and only where your team's policy allows it.",
          },
          {
            question: "Can attackers manipulate the assistant?",
            answer:
              "They can try, through any text they control. We reduce the risk by separating instructions from evidence and constraining outputs, and we limit the impact by giving the assistant no authority to act.",
          },
          {
            question: "Does our security data leave our environment?",
            answer:
              "Only if you decide it may. For sensitive telemetry we run the model on private infrastructure inside your environment.",
          },
          {
            question: "What do we need before starting?",
            answer:
              "A SIEM or XDR platform with your main alert sources, reasonably tuned detections and a month of baseline data. If those are missing, security operations modernization comes first.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related reading and services",
        items: [
          {
            title: "The AI-enhanced SOC",
            body: "Architecture, response approval tiers and measurement in detail.",
            href: "/insights/ai-enhanced-security-operations-center",
          },
          {
            title: "AI Security & Model Risk Management",
            body: "Threat modeling and red teaming of the assistant itself.",
            href: "/services/ai-security/model-risk-management",
          },
          {
            title: "Securing LLM applications",
            body: "The OWASP Top 10 for LLM Applications, applied.",
            href: "/insights/securing-llm-applications-owasp",
          },
          {
            title: "Private AI infrastructure",
            body: "Running models inside your environment when telemetry cannot leave it.",
            href: "/private-ai-infrastructure",
          },
          {
            title: "Identity & Access Management",
            body: "The identity signals and controls the assistant's recommendations depend on.",
            href: "/services/identity-access-management",
          },
          {
            title: "Security operations modernization",
            body: "The detection and data foundations AI triage needs.",
            href: "/cybersecurity/security-operations-modernization",
          },
        ],
      },
      {
        kind: "cta",
        heading: "See where AI would save your analysts time",
        body: "In a 60-minute deep dive ($500) we look at your alert volumes, sources and triage workflow with your SOC lead and identify the alert types where AI assistance would pay back first.",
        primary: { label: "Discuss AI for your SOC", href: contact("AI-assisted SOC triage") },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
