/**
 * Copy of the /ai-roi-measurement-guide page (spec section 2: research and guides): cost model,
 * benefit model, ROI/NPV/payback formulas and common mistakes. The worked example reuses the
 * hypothetical figures of /insights/ai-roi-measurement-report-2025 so both give the same result
 * (3-year ROI about 55%, payback about 20 months); the NPV at 10% was worked out by hand:
 * -262,200/1.1 + 381,700/1.21 + 412,350/1.331 = 386,896.
 */
import type { EnglishPageCopy } from "../page-copy";

const contact = (subject: string): string =>
  `/contact?source=guide-ai-roi-measurement&utm_service=ai-roi&subject=${encodeURIComponent(subject)}`;

/** The /ai-roi-measurement-guide page (English only). */
export const copy = {
  en: {
    title: "AI ROI measurement guide: cost, benefit, NPV, payback",
    description:
      "How to measure AI ROI: a complete cost model, a benefit model finance accepts, ROI, NPV and payback formulas with a worked example, and the mistakes to avoid.",
    eyebrow: "Guide",
    h1: "How to measure AI ROI: cost model, benefit model, NPV and payback",
    lead: "Most AI business cases count hours saved and call them dollars, leave out half of the running costs and stop measuring at launch. This guide sets out the cost and benefit models we use with clients, explains the ROI, NPV and payback formulas step by step on a worked example, and lists the mistakes that make an AI investment look better or worse than it is.",
    updated: "2025-09-16",
    actions: [
      { label: "Open the AI ROI calculator", href: "/tools/ai-roi-calculator" },
      { label: "Review a business case with us", href: contact("AI business case review") },
    ],
    keywords: [
      "AI ROI measurement",
      "AI business case",
      "AI NPV",
      "AI payback period",
      "AI cost model",
      "measuring AI value",
    ],
    sections: [
      {
        kind: "prose",
        heading: "Why measurement decides which AI projects survive",
        paragraphs: [
          "In our research, 80 percent of AI projects stall before delivering the value in their business case, and a stalled initiative costs an average of $2.5M. Measurement is not the only cause, but it is the one that decides how long a failing initiative keeps spending: a project that cannot show value is either fixed or stopped early when someone is measuring, and drifts for quarters when nobody is. The 13 percent of initiatives that scale in our research measure a baseline before the pilot and report realized value after launch.",
          "A credible AI ROI needs four things: a complete cost model, a benefit model that converts effects into money only when cash actually moves, a baseline with an attribution design, and the standard investment formulas applied the same way finance applies them to any other capital decision.",
        ],
      },
      {
        kind: "table",
        heading: "The cost model",
        caption:
          "Cost categories for an AI initiative, whether each is one-time or recurring, and why it is often missed",
        columns: ["Category", "Type", "What to include", "Why it is often missed"],
        rows: [
          [
            "Discovery, design and build",
            "One-time",
            "Internal and external delivery time, architecture, integration",
            "Rarely missed, but often the only line counted",
          ],
          [
            "Data preparation",
            "One-time, then recurring",
            "Pipelines, data contracts, labeling, quality monitoring",
            "Treated as someone else's budget",
          ],
          [
            "Evaluation and validation",
            "One-time, then each release",
            "Test suites, expert labeling, independent validation in regulated firms",
            "Assumed to be part of the build",
          ],
          [
            "Governance and security",
            "One-time, then periodic",
            "Risk assessment, privacy review, threat modeling, revalidation",
            "Booked to control functions",
          ],
          [
            "Change management",
            "One-time",
            "Process redesign, training, communications",
            "Seen as soft cost",
          ],
          [
            "Inference",
            "Recurring",
            "Per-token charges or owned GPU capacity, including idle capacity",
            "Estimated at pilot volume, not production volume",
          ],
          [
            "Platform",
            "Recurring",
            "Vector stores, registries, gateways, monitoring, storage",
            "Shared platforms are not attributed",
          ],
          [
            "People to run it",
            "Recurring",
            "Product ownership, support, on-call, model monitoring",
            "The pilot team is assumed to stay",
          ],
          [
            "Human review",
            "Recurring",
            "Time reviewers spend checking outputs",
            "Often the largest recurring cost in regulated processes",
          ],
          [
            "Model lifecycle",
            "Recurring",
            "Re-evaluation and migration when models or vendors change",
            "Invisible until a model is retired",
          ],
        ],
      },
      {
        kind: "table",
        heading: "The benefit model",
        caption:
          "Five types of AI value, the metric for each and the condition under which it becomes cash",
        columns: [
          "Value type",
          "Typical metric",
          "Becomes cash when",
          "Evidence finance will accept",
        ],
        rows: [
          [
            "Cost reduction",
            "Cost per transaction",
            "Spend actually falls: contracts, overtime or hiring",
            "Budget lines before and after, against baseline",
          ],
          [
            "Capacity release",
            "Hours per transaction, throughput per person",
            "Released time is redeployed to valued work or absorbs growth",
            "A documented redeployment decision and its tracking",
          ],
          [
            "Revenue growth",
            "Conversion, retention, revenue per customer",
            "Measured against a control group",
            "Randomized or staggered comparison",
          ],
          [
            "Risk reduction",
            "Loss rate, incident frequency and severity",
            "Expected loss falls",
            "Historical frequency and severity, before and after",
          ],
          [
            "Strategic option value",
            "Cost and time to deliver the next use case",
            "Later initiatives are delivered for less",
            "Tracked at portfolio level, not claimed per project",
          ],
        ],
        note: "Capacity release is real value, but a business case that counts it as savings without a redeployment plan is overstated by design.",
      },
      {
        kind: "table",
        heading: "The formulas, explained",
        caption: "Four investment measures, how each is calculated and what it answers",
        columns: ["Measure", "Formula", "What it answers", "Watch out for"],
        rows: [
          [
            "ROI",
            "(total benefits − total costs) ÷ total costs, over a stated period",
            "How much net return each dollar earns",
            "Ignores timing; always state the period",
          ],
          [
            "NPV",
            "Sum over years t of (benefits in t − costs in t) ÷ (1 + r)^t, where r is the discount rate",
            "What the investment is worth today, after the cost of capital",
            "Use finance's discount rate, not one chosen to make the case work",
          ],
          [
            "Payback period",
            "Years before the year of recovery + (amount still unrecovered at the start of that year ÷ net cash flow in that year)",
            "How long until cumulative net cash turns positive",
            "Says nothing about value after payback",
          ],
          [
            "Risk-adjusted benefit",
            "Expected benefit × confidence factor agreed with finance",
            "What the case is worth if assumptions are only partly met",
            "Apply per benefit line, not one factor for everything",
          ],
        ],
      },
      {
        kind: "table",
        heading: "Worked example: document processing",
        caption:
          "Hypothetical three-year case: 120,000 documents a year, handling time cut from 9 to 4 minutes at $55 an hour, rework cut from 4.0% to 2.5% at $35 each; adoption 60%, 90% and 95%",
        columns: [
          "Year",
          "Benefits",
          "Costs",
          "Net cash flow",
          "Discount factor at 10%",
          "Present value",
        ],
        rows: [
          ["1", "$367,800", "$630,000", "−$262,200", "0.909", "−$238,364"],
          ["2", "$551,700", "$170,000", "$381,700", "0.826", "$315,455"],
          ["3", "$582,350", "$170,000", "$412,350", "0.751", "$309,805"],
          ["Total", "$1,501,850", "$970,000", "$531,850", "", "NPV $386,896"],
        ],
        note: "Year 1 costs are $460,000 one-time (build and change management) plus $170,000 recurring (inference, platform and support). All flows are placed at the end of each year for simplicity. The figures are illustrative, not a client result.",
      },
      {
        kind: "prose",
        heading: "Reading the example",
        paragraphs: [
          "**ROI** over three years is $531,850 ÷ $970,000, about 55 percent. **NPV** at a 10 percent discount rate is $386,896: positive, so the initiative earns more than the cost of capital. **Payback** comes in year 2: $262,200 is still unrecovered at the start of the year and year 2 returns $381,700 net, so payback is 1 + 262,200 ÷ 381,700 ≈ 1.7 years, about 20 months after launch. Using discounted flows, payback moves to about 21 months.",
          "Now change one management decision. If the released handling time is not redeployed, the only cash benefit is the rework reduction: $154,350 over three years against $970,000 of cost, a net loss of $815,650 and an NPV of about −$714,757. The system and its technical performance are identical; the business case is not. That is why we ask for the redeployment plan before we accept capacity release as value.",
        ],
      },
      {
        kind: "table",
        heading: "Sensitivity: the same system under three assumptions",
        caption: "Three-year results of the worked example when key assumptions change",
        columns: ["Scenario", "3-year net", "NPV at 10%", "Payback"],
        rows: [
          ["Base case", "$531,850", "$386,896", "About 20 months"],
          [
            "Every benefit risk-adjusted to 80% confidence",
            "$231,480",
            "$141,327",
            "About 27 months",
          ],
          ["Released capacity not redeployed", "−$815,650", "−$714,757", "Not within three years"],
        ],
        note: "Test the assumptions that matter most: minutes saved after human review, adoption and its ramp, the share of capacity redeployed and inference cost at production volume.",
      },
      {
        kind: "list",
        heading: "Common mistakes",
        items: [
          "Counting hours saved as cash saved without a decision about the released time",
          "Leaving out inference at production volume, human review time and the people who run the system",
          "Skipping the baseline, so no improvement can be shown",
          "Crediting the model with changes caused by seasonality, new hires or process changes",
          "Using a single point estimate instead of a range with named assumptions",
          "Choosing a discount rate to make the case work instead of using finance's rate",
          "Claiming platform value in every project's case rather than once, at portfolio level",
          "Stopping measurement at launch, so drift and falling adoption go unnoticed",
        ],
      },
      {
        kind: "steps",
        heading: "A measurement plan in five steps",
        items: [
          {
            title: "Agree the metric and owner",
            body: "Choose a metric the business owner already reports on, and record who owns the redeployment decision.",
          },
          {
            title: "Measure the baseline",
            body: "Over a period long enough to capture normal variation, ideally in the same season as the measurement window.",
          },
          {
            title: "Choose the attribution design",
            body: "Randomized control where possible, a staggered rollout where rollout is phased anyway, a matched comparison otherwise.",
          },
          {
            title: "Instrument from day one",
            body: "Log adoption, acceptance without edits, override rates and cost per transaction, and review them monthly.",
          },
          {
            title: "Register the benefits",
            body: "Enter the initiative in a benefits register with finance and review actuals against target every quarter.",
          },
        ],
      },
      {
        kind: "prose",
        id: "methodology",
        heading: "About the figures",
        paragraphs: [
          "The research figures quoted here (80 percent of AI projects stall, a $2.5M average loss per stalled initiative, 13 percent scale) are Vantreo research findings from our engagement reviews and client surveys of enterprise AI programs; definitions and limits are in the methodology of our [enterprise AI failure rate](/enterprise-ai-failure-rate) page. The worked example uses hypothetical figures, identical to those in our [AI ROI measurement report](/insights/ai-roi-measurement-report-2025), so the two can be read side by side.",
        ],
      },
      {
        kind: "faq",
        heading: "Frequently asked questions",
        items: [
          {
            question: "What is a good ROI for an AI project?",
            answer:
              "One that is positive on NPV at your organization's discount rate, under risk-adjusted assumptions, with payback inside the period your finance team uses for comparable investments. Compare against other uses of the same capital, not against a generic AI benchmark.",
          },
          {
            question: "Should we use ROI or NPV?",
            answer:
              "Both. ROI is easy to communicate; NPV accounts for timing and the cost of capital, which matters when costs come first and benefits ramp up with adoption.",
          },
          {
            question: "What about IRR?",
            answer:
              "The internal rate of return is the discount rate at which NPV is zero. It is useful for ranking projects, but it can look very high when early cash flows are small, so read it beside NPV.",
          },
          {
            question: "How do we value risk reduction?",
            answer:
              "As a change in expected loss: historical frequency multiplied by average severity, before and after. Use your own incident and loss history where you have it.",
          },
          {
            question: "How does the AI ROI calculator relate to this guide?",
            answer:
              "It produces a first estimate from a few inputs. Use it to decide whether a use case deserves a full business case, then build that case with the cost and benefit models above.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Related reading and services",
        items: [
          {
            title: "Measuring AI ROI: a field framework",
            body: "The full report behind this guide, with attribution designs and governance after launch. PDF available.",
            href: "/insights/ai-roi-measurement-report-2025",
          },
          {
            title: "Case study: quantifying the ROI of private AI",
            body: "A workload-by-workload model projecting a 3x net ROI (net benefit ÷ cost) over three years for self-hosted models.",
            href: "/case-studies/self-hosted-ai-roi",
          },
          {
            title: "Cutting LLM inference costs",
            body: "Routing, caching and right-sizing to lower the recurring side of the case.",
            href: "/insights/llm-inference-cost-optimization",
          },
          {
            title: "AI Cost Optimization",
            body: "A $5,000 assessment of your AI spend, with AI cost reduction of 30-50% identified and ranked by effort and risk.",
            href: "/services/ai-cost-optimization",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Test your business case before finance does",
        body: "Our one-week ROI assessment ($5,000) builds the cost and benefit model for your use case, with baseline, attribution design, NPV, payback and a sensitivity range. Or start with the calculator for a first estimate.",
        primary: { label: "Request an ROI assessment", href: contact("AI ROI assessment") },
        secondary: { label: "Open the AI ROI calculator", href: "/tools/ai-roi-calculator" },
      },
    ],
  },
} satisfies EnglishPageCopy;
