/**
 * English copy of the ROI calculator that the `tools` namespace of @vantreo/i18n does not hold
 * (the tool routes exist in English only; see ../tool-copy.ts).
 */
import type { RoiField } from "./roi-inputs";
import type { RoiErrorCode } from "./validate-roi-inputs";

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
    help: "Licenses, infrastructure, model usage, support and monitoring.",
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
