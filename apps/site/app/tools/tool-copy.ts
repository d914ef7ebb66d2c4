/**
 * English copy of the three tools that the shared `tools` namespace of @vantreo/i18n does not
 * hold. The tool routes exist in English only (spec section 2), so these strings are not
 * translated; labels that the namespace has are read from it with `useTranslation("tools")`.
 * The trust scale's own wording lives with the scale (trust/trust-scale.ts), quoted from the
 * trust paper, and the maturity questions with their bank (maturity/maturity-questions.ts).
 */
import type { RoiField } from "./roi/roi-inputs";
import type { RoiErrorCode } from "./roi/validate-roi-inputs";
import type { MaturityLevel } from "./maturity/maturity-model";

/** Strings shared by the three tools. */
export const SHARED_COPY = {
  eyebrow: "Free tool",
  print: "Print or save as PDF",
  copyLink: "Copy share link",
  linkCopied: "Link copied. Anyone with it sees these figures.",
  shareLabel: "Share link",
  errorSummary: "Some answers need attention:",
  sendByEmail: "Send it by email instead",
  required: "Required",
  optional: "Optional",
  messageLabel: "Anything we should know? (optional)",
  messageHelp: "Goals, timeline or the systems involved.",
  companyHelp: "Between 2 and 100 characters.",
  nextSteps: "Next steps",
} as const;

/** Messages of a refused calculator input (RoiErrorCode), with its limits filled in. */
export const ROI_ERROR_COPY: Record<RoiErrorCode, (min: string, max: string) => string> = {
  required: () => "Enter a value.",
  not_a_number: () => "Enter a number, such as 1500 or 1,500.",
  below_min: (min) => `Enter ${min} or more.`,
  above_max: (_min, max) => `Enter ${max} or less.`,
  not_whole: () => "Enter a whole number.",
};

/** Labels, units and help of the calculator's inputs that the `tools` namespace lacks. */
export const ROI_FIELD_COPY: Record<RoiField, { label?: string; unit: string; help: string }> = {
  teamSize: { unit: "people", help: "People whose work the AI initiative changes." },
  hoursSavedPerWeek: {
    unit: "hours",
    help: "Time each person gets back in a typical week once the tool is in use.",
  },
  hourlyCost: { unit: "per hour", help: "Salary plus benefits, payroll taxes and overhead." },
  adoptionRate: {
    label: "Adoption rate",
    unit: "%",
    help: "Share of the team that uses the tool regularly. Few rollouts reach 100%.",
  },
  implementationCost: { unit: "one-off", help: "Build, integration, data work and launch." },
  annualRunningCost: {
    unit: "per year",
    help: "Licences, infrastructure, model usage, support and monitoring.",
  },
  horizonYears: {
    label: "Horizon",
    unit: "years",
    help: "How many years of benefits and running costs to count.",
  },
  discountRate: {
    label: "Discount rate",
    unit: "%",
    help: "Your cost of capital. We use 10% unless your finance team sets another rate.",
  },
};

/** The calculator's own strings. */
export const ROI_COPY = {
  metaTitle: "AI ROI Calculator: payback, net ROI and NPV",
  metaDescription:
    "Estimate the annual benefit, net ROI, payback period and 3-year NPV of an AI initiative from your own team size, costs and adoption. Share or print the result.",
  inputsHeading: "Your figures",
  currencyHelp:
    "Enter amounts in this currency; results use it too. No exchange rates are applied.",
  rejectedLink: "Some values in the link could not be read and were reset to the defaults:",
  staleNotice: "You changed the figures. Select Calculate ROI to update the estimate.",
  annualBenefitDetail: (hours: string) => `${hours} hours a year given back to the team`,
  netReturn: (years: number) => `Net return over ${years} ${years === 1 ? "year" : "years"}`,
  roiMultiple: "ROI multiple",
  roiUndefined: "Not defined: nothing is spent",
  npv3Year: (rate: string) => `3-year NPV at ${rate}`,
  npvHorizon: (years: number, rate: string) => `${years}-year NPV at ${rate}`,
  paybackNever: "Never: running costs exceed the benefit",
  paybackImmediate: "Immediate: no implementation cost",
  paybackUnderAMonth: "Less than 1 month",
  paybackAfterHorizon: "after the horizon",
  chartTitle: "Cash flow by year",
  chartDescription:
    "Bars show each year's net cash flow; the solid line is the cumulative position and the dashed line the cumulative position discounted to today.",
  legendNet: "Net cash flow",
  legendCumulative: "Cumulative",
  legendDiscounted: "Cumulative, discounted",
  tableCaption: "Cash flows by year (year 0 is the implementation)",
  tableHeaders: ["Year", "Benefit", "Cost", "Net", "Cumulative", "Discounted cumulative"],
  assumptionsHeading: "How we calculate",
  assumptions: [
    "Annual benefit = team size × hours saved per week × 48 working weeks × loaded hourly cost × adoption rate. 48 weeks is 52 less leave and public holidays.",
    "The implementation is paid up front (year 0). Benefits and running costs start in the first month after launch and stay level each year.",
    "Net ROI = (benefit − all costs) ÷ all costs, and the ROI multiple = benefit ÷ all costs, both undiscounted over the horizon.",
    "Payback = implementation cost ÷ monthly net benefit (annual benefit less running cost, divided by 12).",
    "NPV discounts each year's net cash flow to today at the discount rate, counting cash at the end of each year.",
    "Time saved is valued at its loaded cost. It becomes cash only when the hours are redeployed to valuable work or costs are avoided, so validate the figures with your finance team.",
  ],
  leadHeading: "Email me this analysis",
  leadIntro:
    "We send the figures and assumptions to your inbox, and a consultant can walk your finance team through them.",
  leadSubmit: "Email me this analysis",
  ctaHeading: "Turn the estimate into a business case",
  ctaBody:
    "Our fixed-price assessment validates the inputs with your data and delivers an ROI analysis in one week.",
  ctaPrimary: "Book an assessment",
  ctaSecondary: "Read the ROI measurement guide",
} as const;

/** What each maturity level means for the organization (levels of maturity-model.ts). */
export const MATURITY_LEVEL_COPY: Record<MaturityLevel, { range: string; meaning: string }> = {
  initial: {
    range: "1.0–1.7",
    meaning:
      "Data work depends on individuals and one-off efforts, with little shared platform, policy or measurement.",
  },
  developing: {
    range: "1.8–2.5",
    meaning:
      "Foundations exist in places, but practices differ between teams and results are hard to repeat.",
  },
  defined: {
    range: "2.6–3.3",
    meaning:
      "Standard practices and a shared platform are in place; the next step is to measure and automate them.",
  },
  managed: {
    range: "3.4–4.1",
    meaning: "Data and AI run as managed capabilities, with quality, value and risk measured.",
  },
  optimized: {
    range: "4.2–5.0",
    meaning:
      "Data and AI are built into how the organization decides and improves, with continuous measurement.",
  },
};

/** The maturity assessment's own strings. */
export const MATURITY_COPY = {
  metaTitle: "Data Maturity Assessment: score six dimensions in eight minutes",
  metaDescription:
    "Score your organization on strategy, governance, architecture, data quality, analytics and AI, and culture. Get a maturity level, radar chart and next steps.",
  introPoints: [
    "24 questions in six areas, one area per step: about eight minutes.",
    "Answer for how the organization works today, not how it plans to.",
    "Your answers stay in your browser until you choose to send the report.",
  ],
  step: (current: number, total: number) => `Step ${current} of ${total}`,
  scaleLegend: "1 = lowest, 5 = highest",
  lowAnchor: "1:",
  highAnchor: "5:",
  unanswered: (count: number) => `Answer every question in this step to continue (${count} left).`,
  reportHeading: "Your data maturity report",
  overallHeading: "Overall maturity",
  levelsLegend: "Levels",
  chartTitle: "Maturity by dimension",
  chartDescription:
    "Each axis is one dimension, scored from 1 at the centre ring to 5 at the edge.",
  tableCaption: "Scores by dimension (1–5)",
  tableHeaders: ["Dimension", "Score", "Level"],
  recommendationsHeading: "Where to focus next",
  servicesLabel: "Services that help:",
  allOptimized:
    "Every dimension scores Optimized. Keep measuring, and re-assess after major changes to your platform or organization.",
  leadIntro:
    "Send the full report to our team. A consultant reviews it and replies within one business day.",
} as const;

/** The trust assessment's own strings (the scale's wording is the paper's, in trust-scale.ts). */
export const TRUST_COPY = {
  metaTitle: "AI Trust Assessment: score an AI system on the Enterprise AI Trust Scale",
  metaDescription:
    "Score transparency, reliability, accountability, and data protection and security from 1 to 3 against evidence, and get the system's band and what to do next.",
  systemLabel: "AI system being scored (optional)",
  systemHelp: 'Printed on the result, e.g. "Customer-service reply assistant".',
  evidenceRule:
    "Each factor is scored 1, 2 or 3, and the score must be supported by evidence that a reviewer could inspect. Intentions and plans do not count.",
  unscoredOption: "No evidence at all (unscored, counts 0)",
  resultHeading: "Your result",
  unscoredShort: "0 (no evidence)",
  pending: (count: number) => `Score all four factors to see the band (${count} left).`,
  meaningHeading: "What it means",
  actionHeading: "What to do",
  unscored: (factors: string) =>
    `No evidence for ${factors}: the factor is left unscored and contributes nothing. Produce the evidence and score again.`,
  concealed: "If a 10 conceals a 1 on one factor, fix that factor before scaling.",
  weakest: (factors: string) =>
    `Weakest: ${factors}. Do not average away a weakness: the total is for triage; the individual factor scores tell you what to fix.`,
  chartTitle: "Factor scores",
  chartDescription: "Each bar is one factor, scored from 0 (no evidence) to 3.",
  bandsHeading: "The four bands",
  nextStepsIntro:
    "The scale summarizes a full assessment; it does not replace one. For an evidence-based review of your systems:",
  links: [
    {
      label: "Read the trust paper: the Enterprise AI Trust Scale",
      href: "/insights/enterprise-ai-trust-scale",
    },
    { label: "Our AI governance practice", href: "/ai-governance" },
    { label: "Model Governance & Risk assessments", href: "/services/model-governance-risk" },
    { label: "Ethical AI & Fairness Audits", href: "/services/ethical-ai-fairness" },
    {
      label: "Score your AI portfolio with our governance team",
      href: "/contact?source=trust-scale",
    },
  ],
} as const;
