/**
 * Copy of the /agent-ai-2025-guide page (spec section 2: research and guides): agentic AI in
 * 2025 — patterns, guardrails, evaluation and when not to use agents. The autonomy scale matches
 * /insights/agentic-ai-enterprise-guardrails (levels 0–4) so the two never disagree.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=guide-agent-ai-2025&utm_service=ai-agent-orchestration&subject=${encodeURIComponent(subject)}`;

/** The /agent-ai-2025-guide page (English only). */
export const copy = {
  en: {
    title: "Agentic AI in 2025: an enterprise guide",
    description:
      "Agentic AI in 2025 for enterprise teams: design patterns, guardrails enforced in code, how to evaluate agents, what they cost and when not to use one.",
    eyebrow: "Guide",
    h1: "Agentic AI in 2025: patterns, guardrails and evaluation for the enterprise",
    lead: "AI agents plan, call tools and act on your systems. In 2025 they moved from demonstrations into service desks, intake processes and engineering teams, and the same question followed them everywhere: how much should an agent be allowed to do on its own? This guide gives the patterns that work, the guardrails that belong in code, the evaluation that earns trust and the cases where an agent is the wrong answer.",
    updated: "2025-09-30",
    actions: [
      { label: "Book an agent design workshop", href: contact("Agent design workshop") },
      {
        label: "Read our agent guardrails article",
        href: "/insights/agentic-ai-enterprise-guardrails",
      },
    ],
    keywords: [
      "agentic AI 2025",
      "AI agents enterprise",
      "agent guardrails",
      "agent evaluation",
      "Model Context Protocol",
      "multi-agent systems",
    ],
    sections: [
      {
        kind: "prose",
        heading: "What changed in 2025",
        paragraphs: [
          "Three things made agents practical this year. Models became markedly more reliable at calling tools with correct arguments and at following multi-step instructions. Open protocols, most visibly the **Model Context Protocol (MCP)**, gave teams a common way to expose tools and data sources to models instead of writing custom integration code for each pair. And the software enterprises already license began shipping agent features, which means many organizations now run agents they did not build.",
          "What did not change is the risk profile. An assistant that gives a wrong answer costs a user a few minutes; an agent that takes a wrong action can change a customer record, send a message to the wrong person or make a payment. The 2025 edition of the OWASP Top 10 for LLM Applications lists **excessive agency** as a risk in its own right. The organizations getting value from agents treat autonomy as something granted per action, with evidence, rather than a property of the system as a whole.",
          "Agents also inherit the failure patterns of every other AI initiative. In our research, drawn from Vantreo's engagement reviews and client surveys, 80 percent of AI projects stall and 70 percent fail to leave pilot ([methodology](/enterprise-ai-failure-rate#methodology)); an agent pilot without a business owner, a baseline and a production path is no exception.",
        ],
      },
      {
        kind: "table",
        heading: "The autonomy scale",
        caption:
          "Five levels of agent autonomy and the minimum controls for each, as used in our agent designs",
        columns: ["Level", "What the agent may do", "Minimum controls"],
        rows: [
          ["0 — Suggest", "Recommend actions for a person to take", "User reviews the output"],
          [
            "1 — Read",
            "Call read-only tools to gather information",
            "Scoped read permissions; every tool call logged",
          ],
          [
            "2 — Act with approval",
            "Prepare write actions that run only after a person approves",
            "Approval step in the workflow; a clear view of what will change",
          ],
          [
            "3 — Bounded autonomy",
            "Run write actions within explicit policy limits",
            "Limits enforced in code; budgets; sampled review; rollback",
          ],
          [
            "4 — Open autonomy",
            "Choose goals and actions without predefined limits",
            "Not recommended for enterprise use",
          ],
        ],
        note: "Autonomy is set per tool, not per agent: one agent can read freely, act with approval on one tool and act autonomously on another.",
      },
      {
        kind: "table",
        heading: "Agent design patterns and when to use them",
        caption: "Common agent architectures compared by fit, risk and the control each needs most",
        columns: ["Pattern", "How it works", "Use it when", "Key control"],
        rows: [
          [
            "Workflow with AI steps",
            "Deterministic code controls the sequence; a model classifies, extracts, drafts or picks a branch",
            "The process is known and mostly stable; this fits most enterprise cases",
            "Schema validation on every model output",
          ],
          [
            "Single agent with tools",
            "One model loops: plan, call a tool, observe, continue until done or stopped",
            "Investigation or resolution tasks vary case by case but use a small set of tools",
            "Narrow tools and run budgets",
          ],
          [
            "Planner and executor",
            "One step writes a plan; execution follows it and reports deviations",
            "Plans can be reviewed or checked against policy before anything runs",
            "Plan approval for write actions",
          ],
          [
            "Supervisor with specialists",
            "A coordinating agent delegates to agents with separate tools and permissions",
            "Domains need separate permissions or tool sets too large for one agent",
            "Separate identity per agent; end-to-end tracing",
          ],
          [
            "Human handoff queue",
            "The agent prepares the case and hands it to a person with the full trace",
            "Actions are high-impact or the agent's confidence is low",
            "Complete context in the handoff",
          ],
        ],
      },
      {
        kind: "features",
        heading: "Guardrails that belong in code, not in prompts",
        intro:
          "An instruction in a system prompt is a request. The same rule enforced by the tool is a control. Every production agent we build has these.",
        items: [
          {
            title: "Its own identity",
            body: "Each agent authenticates as itself with least privilege; acting for a user, it can do no more than that user, and usually less.",
          },
          {
            title: "Narrow, validating tools",
            body: "update_mailing_address with validation inside, not update_customer_record(fields). Tools treat every call as untrusted input.",
          },
          {
            title: "Policy limits in the tool layer",
            body: "Refund ceilings, excluded account groups and approval requirements live in tool configuration owned by the business.",
          },
          {
            title: "Run budgets",
            body: "Limits on steps, tool calls, wall-clock time and cost per run, with escalation to a person when a limit is hit.",
          },
          {
            title: "Idempotent, reversible actions",
            body: "Idempotency keys so retries never duplicate a payment, and a tested way to reverse each class of action.",
          },
          {
            title: "Full traces",
            body: "Goal, each model decision, each tool call with arguments and results, and the outcome, retained like any other business record.",
          },
          {
            title: "Hostile-content handling",
            body: "Documents, emails and web pages the agent reads are treated as data that may carry injected instructions, and tested as such.",
          },
          {
            title: "Connector governance",
            body: "Every MCP server or connector is an inventoried path into a system, with an owner, an identity and logging.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Evaluating agents: trajectories, not just answers",
        caption: "What an agent evaluation harness measures, how, and how it gates a release",
        columns: ["Measure", "How to measure it", "How it gates a release"],
        rows: [
          [
            "Task completion",
            "Scripted scenarios per task type, run against simulated tools",
            "No regression against the previous version",
          ],
          [
            "Action correctness",
            "Wrong tool, wrong arguments or unnecessary actions in each trajectory",
            "Reviewed per failure class before promotion",
          ],
          [
            "Policy adherence",
            "Attempts to exceed limits or call disallowed tools, even when refused",
            "Any new violation blocks the release",
          ],
          [
            "Safe failure",
            "Correct escalation when a task cannot be completed",
            "Escalation paths tested for every scenario type",
          ],
          [
            "Injection robustness",
            "Scenarios where tool results contain planted instructions",
            "Included in every run, refreshed with red-team findings",
          ],
          [
            "Efficiency",
            "Steps and cost per completed task",
            "Within the budget set in the business case",
          ],
        ],
        note: "Evaluation continues in production: level 3 tools are reviewed by sampling completed runs on a fixed schedule.",
      },
      {
        kind: "list",
        heading: "When not to use an agent",
        intro:
          "An agent is the right tool less often than the market suggests. Choose something simpler when:",
        items: [
          "The steps are known and stable: a workflow with one or two AI steps is cheaper, faster and easier to audit",
          "The action is irreversible and high-impact, such as moving funds above a threshold or changing clinical records, and no approval step is acceptable to the business",
          "The process is undocumented or disputed: automating it encodes the confusion",
          "The goal cannot be checked: if nobody can say whether the agent succeeded, nobody can evaluate it",
          "Volume is low: a person with a good assistant often beats an agent on total cost once build and oversight are counted",
          "The underlying systems have no safe, scoped API and would require broad credentials",
        ],
      },
      {
        kind: "steps",
        heading: "A typical first 90 days",
        items: [
          {
            title: "Choose and map the process (weeks 1–2)",
            body: "Pick one process with a measurable backlog and a business owner. Map it step by step and mark the steps that need judgment.",
          },
          {
            title: "Build at levels 1 and 2 (weeks 3–6)",
            body: "Implement the judgment steps as AI steps in a workflow, with read tools and approval-gated write tools, plus the evaluation harness.",
          },
          {
            title: "Run in the live process (weeks 7–10)",
            body: "Operate with people approving every write action. Measure completion, approvals without edits, escalations and cost per task against the baseline.",
          },
          {
            title: "Earn autonomy per tool (weeks 11–13)",
            body: "Move individual low-impact, reversible tools to level 3 where the evidence supports it, with sampling review and rollback in place.",
          },
        ],
      },
      {
        kind: "prose",
        heading: "What agents cost, and how to judge the return",
        paragraphs: [
          "Agent costs are less predictable than those of single-call applications, because the number of model calls per task varies. Budget on **cost per completed task**: model calls across every step, tool and platform costs, the time people spend approving and handling escalations, and the engineering to maintain tools as the systems behind them change. Human approval time is often the largest line while an agent runs at level 2, which is why moving proven tools to level 3 matters to the business case.",
          "Value comes from the same places as other AI: cost per case, cycle time, backlog cleared and errors avoided, measured against a baseline. Our [AI ROI measurement guide](/ai-roi-measurement-guide) explains the cost and benefit models, and the [AI ROI calculator](/tools/ai-roi-calculator) gives a first estimate. [Cutting LLM inference costs](/insights/llm-inference-cost-optimization) covers routing and caching techniques that apply directly to agent loops.",
        ],
      },
      {
        kind: "prose",
        heading: "Governance for agents",
        paragraphs: [
          "Agents fit inside your existing AI governance. We add three things: the autonomy level of each tool is recorded in the AI inventory and approved with the risk tier; every write tool has a named owner in the business unit whose system it changes; and sampled reviews of level 3 runs are scheduled, not ad hoc. Agents that use general-purpose models also bring the EU AI Act's obligations for those models, which apply from August 2025, into your supplier questions. Our [enterprise AI trust scale](/insights/enterprise-ai-trust-scale) applies to agents, with accountability weighing heavily.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "What is the difference between an AI agent and an AI assistant?",
            answer:
              "An assistant answers; an agent acts. An agent decides which tools to call, observes results and continues toward a goal, so it can change records, open tickets or send messages.",
          },
          {
            question: "Should we build multi-agent systems?",
            answer:
              "Only when domains genuinely need separate permissions or tool sets. Multiple agents add coordination failures and tracing complexity; a single agent or a workflow is usually enough.",
          },
          {
            question: "Is the Model Context Protocol safe to use?",
            answer:
              "It is a way to connect tools, not a security control. Each connector still needs its own identity, least-privilege access, input validation and logging, and should be inventoried like any integration.",
          },
          {
            question: "How do we stop prompt injection in agents?",
            answer:
              "You reduce it rather than eliminate it: separate instructions from data, validate tool inputs, keep write actions behind policy limits or approval, and test with planted instructions in every evaluation run.",
          },
          {
            question: "Which processes suit agents best today?",
            answer:
              "Service desk requests, document-heavy intake, exception handling, research and preparation of case files, and engineering tasks in a sandbox with review before merge.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related reading and services",
        items: [
          {
            title: "Agentic AI in the enterprise",
            body: "Autonomy levels, design rules and where agents earn their keep.",
            href: "/insights/agentic-ai-enterprise-guardrails",
          },
          {
            title: "Securing LLM applications",
            body: "The OWASP Top 10 for LLMs, including excessive agency, in practice.",
            href: "/insights/securing-llm-applications-owasp",
          },
          {
            title: "AI Agent Orchestration",
            body: "Design and build of production agents, starting with a half-day design workshop.",
            href: "/services/ai-agent-orchestration",
          },
          {
            title: "Enterprise AI Agent Platform",
            body: "Shared identity, tool registry, tracing and evaluation for many agents.",
            href: "/services/enterprise-ai-agent-orchestration",
          },
          {
            title: "Cognitive Workflow Automation",
            body: "Workflows with AI steps for processes that do not need a free-roaming agent.",
            href: "/services/cognitive-workflow-automation",
          },
          {
            title: "LLM Evaluation",
            body: "Evaluation suites and release gates for LLM applications and agents.",
            href: "/services/llm-evaluation",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Design your first production agent with us",
        body: "In a half-day agent design workshop ($2,000) we map one process with your team, set the autonomy level of each tool and define the guardrails and evaluation harness the agent must pass.",
        primary: { label: "Book an agent design workshop", href: contact("Agent design workshop") },
        secondary: { label: "Estimate the return", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies EnglishPageCopy;
