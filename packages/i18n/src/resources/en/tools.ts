import type { StringTree } from "../../instance/resource-types";

/** Labels of the interactive tools: AI ROI calculator, data maturity and AI trust assessments. */
export const tools = {
  shared: {
    start: "Start the assessment",
    next: "Next",
    previous: "Previous",
    seeResults: "See my results",
    restart: "Start over",
    progress: "Question {{current}} of {{total}}",
    emailResults: "Email me the detailed report",
    disclaimer:
      "Results are indicative and based only on your answers. They are not a guarantee of outcomes.",
  },
  roi: {
    title: "AI ROI Calculator",
    description:
      "Estimate the return of an AI initiative from your own figures before you commit budget: the people affected, the hours each saves, your costs and the adoption you expect give the annual benefit, the return on investment, the payback period and a cash flow you can print or share.",
    fields: {
      employees: "Employees affected",
      hoursSaved: "Hours saved per employee per week",
      hourlyCost: "Average fully loaded hourly cost",
      investment: "Total implementation investment",
      annualRunCost: "Annual running cost",
      currency: "Currency",
    },
    results: {
      heading: "Your estimate",
      annualSavings: "Estimated annual savings",
      netBenefit: "Net benefit in the first year",
      roi: "Return on investment",
      payback: "Payback period",
      // `count` picks the plural form; `months` is the count as the page writes its figures.
      paybackMonths_one: "{{months}} month",
      paybackMonths_other: "{{months}} months",
      highValue:
        "This initiative could be worth more than {{amount}} a year. Let us validate it with you.",
    },
    calculate: "Calculate ROI",
  },
  maturity: {
    title: "Data Maturity Assessment",
    description:
      "Answer a short set of questions to see where your data capabilities stand and what to improve next.",
    score: "Your score: {{score}} out of {{max}}",
    dimensions: {
      strategy: "Strategy and leadership",
      governance: "Governance and compliance",
      architecture: "Architecture and platforms",
      quality: "Data quality",
      analytics: "Analytics and AI",
      culture: "People and culture",
    },
    levels: {
      initial: "Initial",
      developing: "Developing",
      defined: "Defined",
      managed: "Managed",
      optimized: "Optimized",
    },
  },
  trust: {
    title: "AI Trust Assessment",
    description:
      "Score four factors from 1 to 3 to gauge how far your organization can trust its AI systems.",
    scale: {
      low: "1 – Low",
      medium: "2 – Medium",
      high: "3 – High",
    },
    total: "Total: {{score}} out of {{max}}",
    bands: {
      strong: "Strong trust (10–12)",
      moderate: "Moderate trust (7–9)",
      weak: "Weak trust (4–6)",
      critical: "Critical (below 4)",
    },
  },
} as const satisfies StringTree;
