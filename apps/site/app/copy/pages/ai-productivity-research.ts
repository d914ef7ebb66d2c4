/**
 * Copy of the /ai-productivity-research page (spec section 2: research and guides). It agrees
 * with /insights/measuring-ai-productivity-gains (study design) and cites the editorial figures
 * of spec section 9 only as the firm's research. No external study is quoted with numbers.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=research-ai-productivity&utm_service=human-ai-workforce-enablement&subject=${encodeURIComponent(subject)}`;

/** The /ai-productivity-research page (English only). */
export const copy = {
  en: {
    title: "AI productivity research: measuring real gains",
    description:
      "What our engagement reviews show about AI productivity: where gains appear, why self-reports mislead, and how to run an internal study your CFO will accept.",
    eyebrow: "Research",
    h1: "AI productivity research: what the gains really look like inside an enterprise",
    lead: "Copilots and AI assistants are now licensed across whole workforces, and finance wants to know what they return. Our work measuring AI productivity inside client organizations points to one conclusion: the only number worth acting on is the one measured on your own work, with a comparison group, over enough weeks to see past the novelty. Here is what those studies tend to find and how to run one.",
    updated: "2025-08-19",
    actions: [
      { label: "Plan a productivity study", href: contact("AI productivity study") },
      { label: "Read the study design article", href: "/insights/measuring-ai-productivity-gains" },
    ],
    keywords: [
      "AI productivity research",
      "AI productivity gains",
      "copilot productivity measurement",
      "generative AI productivity study",
      "AI assistant ROI",
      "difference-in-differences",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Why productivity claims need their own research",
        paragraphs: [
          "Published research on AI-assisted work shows that effects can be large, and that they vary widely by task, by role and by experience. Vendor case studies describe other organizations' work. Surveys ask people to estimate their own time, which they do poorly. Usage dashboards count prompts and active users, which is activity, not productivity. None of these tells you what an enterprise-wide rollout will return in your organization.",
          "The stakes are real. In our research, **80 percent of AI projects stall** before delivering the value in their business case, **70 percent fail to leave pilot**, and a stalled initiative costs **$2.5M on average**. An unmeasured value case is one of the most common reasons: when the budget review comes, a pilot that cannot show a measured gain has nothing to stand on. Productivity programs are especially exposed, because their benefits are spread thinly across thousands of people and easy to assert but hard to prove.",
        ],
      },
      {
        kind: "features",
        heading: "Six patterns from our productivity studies",
        intro:
          "These are qualitative findings from the internal studies and engagement reviews we have run. They describe what to expect, not a universal effect size.",
        items: [
          {
            title: "Gains sit in tasks, not job titles",
            body: "Drafting, summarizing, searching and first-pass coding move; novel judgment work moves far less. Averages by role hide both.",
          },
          {
            title: "Integration beats model quality",
            body: "Teams whose work lives in systems the assistant can read see gains; teams whose work sits elsewhere often see none, with the same tool.",
          },
          {
            title: "Self-reports and system data disagree",
            body: "Estimated time saved and measured cycle time rarely match. Surveys explain results well; they make poor evidence of the results themselves.",
          },
          {
            title: "Speed can move work downstream",
            body: "Faster output with rising rework, reopen rates or review effort is not a gain. Every output measure needs a quality guardrail.",
          },
          {
            title: "The first weeks mislead",
            body: "Learning costs and novelty enthusiasm both distort early results. The trend over eight to twelve weeks matters more than the first month.",
          },
          {
            title: "Value needs a management decision",
            body: "Hours released become money only when someone decides what they are for: absorbing growth, cutting contractor spend or taking on new work.",
          },
        ],
      },
      {
        kind: "table",
        heading: "How much weight each kind of evidence deserves",
        caption:
          "Common sources of AI productivity evidence, ranked from weakest to strongest for an investment decision",
        columns: ["Evidence", "What it tells you", "Main weakness", "Use it for"],
        rows: [
          [
            "Vendor case studies",
            "What happened elsewhere, selected by the vendor",
            "Different work, different people, selected results",
            "Deciding what to test",
          ],
          [
            "Published research",
            "Effects under study conditions on defined tasks",
            "Tasks and settings may not resemble yours",
            "Forming hypotheses and expected ranges",
          ],
          [
            "Usage dashboards",
            "Who uses the tool and how often",
            "Activity is not output",
            "Adoption tracking",
          ],
          [
            "Employee surveys",
            "Experience, perceived usefulness, barriers",
            "People misjudge their own time",
            "Explaining results and finding blockers",
          ],
          [
            "Before and after on system data",
            "Change in real output measures",
            "Confounded by seasonality and other changes",
            "Early signal when no control exists",
          ],
          [
            "Comparison group on system data, with blind quality review",
            "The effect of the tool on your work, with quality checked",
            "Needs planning and enough volume",
            "The investment decision",
          ],
        ],
      },
      {
        kind: "steps",
        heading: "An internal productivity study in five phases",
        intro: "A typical study takes 14 to 18 weeks end to end, most of it measurement time.",
        items: [
          {
            title: "Define output per role (weeks 1–2)",
            body: "Agree with each function what counts as output and which quality guardrail sits beside it, using measures the business already tracks.",
          },
          {
            title: "Design and size (weeks 2–3)",
            body: "Choose randomized waves or a staggered rollout, check there is enough volume to detect the effect you care about, and agree data handling with HR, privacy and employee representatives.",
          },
          {
            title: "Baseline (weeks 3–6)",
            body: "Measure both groups on system data before access begins, so the comparison starts from a known point.",
          },
          {
            title: "Measure (weeks 6–16)",
            body: "Run at least eight to ten weeks after access starts. Collect system data, blind quality reviews and structured surveys, reported at group level only.",
          },
          {
            title: "Analyze and decide (weeks 16–18)",
            body: "Estimate the effect with a difference-in-differences comparison, break it down by task, experience and system context, and decide where to expand, train or stop.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Reading a productivity result",
        caption:
          "Patterns that appear in study results, what they usually mean and the decision they support",
        columns: ["What you see", "What it usually means", "Decision it supports"],
        rows: [
          [
            "Output up, quality stable",
            "A real gain",
            "Expand to similar teams and tasks; plan the released capacity",
          ],
          [
            "Output up, rework or reopen rate up",
            "Work moved downstream",
            "Fix review and quality steps before expanding",
          ],
          [
            "Large gain in one team, none in another",
            "System context or task mix differs",
            "Fix integration or target the tasks that moved",
          ],
          [
            "Gain shrinks week by week",
            "Novelty effect",
            "Hold the expansion decision until the trend settles",
          ],
          [
            "Gain grows week by week",
            "People are still learning",
            "Invest in training and prompt libraries",
          ],
          [
            "Gain only among volunteers",
            "Selection effect",
            "Randomize the next wave before drawing conclusions",
          ],
        ],
      },
      {
        kind: "prose",
        heading: "From productivity to financial value",
        paragraphs: [
          "A measured productivity gain is capacity, not cash. It becomes financial value through a decision: absorbing growth without hiring, reducing contractor or overtime spend, shortening time to market, or moving people to work with a measurable return. A business case that counts released hours as savings without that decision is overstated by design.",
          "Our [AI ROI measurement guide](/ai-roi-measurement-guide) shows how to convert a measured gain into a cost and benefit model with NPV and payback, and the [AI ROI calculator](/tools/ai-roi-calculator) gives a first estimate to test against your study results.",
        ],
      },
      {
        kind: "list",
        heading: "Questions to ask about any AI productivity claim",
        items: [
          "Was output measured in system data, or estimated by the people using the tool?",
          "Who was compared with whom, and how were they chosen?",
          "How long after access began was the effect measured?",
          "Which quality measure was checked beside the speed measure?",
          "Was the work in the study similar to the work your teams do?",
          "What happened to the time that was saved?",
        ],
      },
      {
        kind: "prose",
        id: "methodology",
        heading: "Methodology",
        paragraphs: [
          "The patterns on this page are Vantreo's qualitative findings from internal productivity studies we have designed and run with clients, and from our engagement reviews of enterprise AI programs. The stall, pilot, loss and scaling figures (80 percent of AI projects stall, 70 percent fail to leave pilot, a $2.5M average loss per stalled initiative, 13 percent scale) are Vantreo research findings from those engagement reviews and from client surveys; the methodology and definitions are on our [enterprise AI failure rate](/enterprise-ai-failure-rate) page. We do not publish a single average productivity percentage, because the studies we run differ in tasks, tools and populations, and an average across them would mislead more than it informs.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "How much more productive does AI make employees?",
            answer:
              "It depends on the task, the role, experience and how well the tool reaches the systems where work happens. That variation is why we recommend measuring on your own work rather than adopting a published or vendor figure.",
          },
          {
            question: "How long should an AI productivity study run?",
            answer:
              "At least eight to twelve weeks after access begins, plus a baseline period before. Shorter studies mostly measure learning costs and novelty.",
          },
          {
            question: "Can we measure productivity without a control group?",
            answer:
              "A staggered rollout gives you one naturally: teams that start later act as the comparison for teams that start earlier. A plain before-and-after comparison is the weakest acceptable evidence.",
          },
          {
            question: "Does measuring productivity mean monitoring individuals?",
            answer:
              "No. Studies measure the effect of a tool on work and report at group level. Agree data handling with HR, privacy counsel and employee representatives before you start.",
          },
          {
            question: "What should we do with the released capacity?",
            answer:
              "Decide before rollout: absorb growth, reduce external spend, clear backlogs or take on new work. Record the decision in the business case so the value can be tracked.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related reading and services",
        items: [
          {
            title: "Measuring AI productivity gains",
            body: "Study design, sample sizing and the difference-in-differences query in detail.",
            href: "/insights/measuring-ai-productivity-gains",
          },
          {
            title: "Measuring AI ROI: a field framework",
            body: "Value taxonomy, cost model and attribution designs, with a worked example.",
            href: "/insights/ai-roi-measurement-report-2025",
          },
          {
            title: "Human-AI Workforce Enablement",
            body: "Role redesign and enablement that act on what a study finds.",
            href: "/services/human-ai-workforce-enablement",
          },
          {
            title: "AI Training & Upskilling",
            body: "Role-based training, from a half-day workshop at $2,000.",
            href: "/services/ai-training-upskilling",
          },
          {
            title: "AI Adoption & Change Management",
            body: "Rollout planning and change support, starting with a $100 planning deposit.",
            href: "/services/ai-adoption-change-management",
          },
          {
            title: "Prompt Engineering & Copilot Development",
            body: "Copilot pilots built around measurable tasks, from $5,000.",
            href: "/services/prompt-engineering-copilot",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Measure your next rollout before you expand it",
        body: "We design the study with your HR, finance and technology leads: output measures per role, comparison design, sizing and data handling. Start with a 30-minute consultation ($100, credited to larger packages).",
        primary: { label: "Plan a productivity study", href: contact("AI productivity study") },
        secondary: { label: "See booking options", href: "/bookings" },
      },
    ],
  },
} satisfies EnglishPageCopy;
