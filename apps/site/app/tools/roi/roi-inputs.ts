/**
 * The inputs of the AI ROI calculator, their limits and defaults. The spec names the tool
 * (section 2, "Tools") but not its internals (section 9, last line), so the model is ours and
 * every assumption is stated here and on the page.
 */

/** The calculator's inputs, in the order the form shows them. */
export const ROI_FIELDS = [
  "teamSize",
  "hoursSavedPerWeek",
  "hourlyCost",
  "adoptionRate",
  "implementationCost",
  "annualRunningCost",
  "horizonYears",
  "discountRate",
] as const;

/** One input of the calculator. */
export type RoiField = (typeof ROI_FIELDS)[number];

/** A complete set of inputs; rates are percentages (60 means 60 %), amounts are in one currency. */
export type RoiInputs = Record<RoiField, number>;

/** The accepted range of one input, its default and its short name in a shared URL. */
export interface RoiFieldRule {
  min: number;
  max: number;
  /** Whole numbers only (people, years). */
  integer: boolean;
  defaultValue: number;
  /** The query parameter that carries the input in a shared link. */
  urlKey: string;
}

/**
 * Limits that keep every result finite and exact in double precision: the largest benefit,
 * 1,000,000 people × 40 h × 48 weeks × 10,000 per hour × 10 years = 1.92e14, is far below
 * 2^53 ≈ 9.0e15, so sums of whole amounts stay exact.
 */
export const ROI_FIELD_RULES: Record<RoiField, RoiFieldRule> = {
  teamSize: { min: 1, max: 1_000_000, integer: true, defaultValue: 50, urlKey: "team" },
  // A full working week is the ceiling: saving more hours than people work is not a saving.
  hoursSavedPerWeek: { min: 0, max: 40, integer: false, defaultValue: 3, urlKey: "hours" },
  hourlyCost: { min: 0, max: 10_000, integer: false, defaultValue: 85, urlKey: "rate" },
  adoptionRate: { min: 0, max: 100, integer: false, defaultValue: 60, urlKey: "adopt" },
  implementationCost: {
    min: 0,
    max: 1_000_000_000,
    integer: false,
    defaultValue: 250_000,
    urlKey: "impl",
  },
  annualRunningCost: {
    min: 0,
    max: 1_000_000_000,
    integer: false,
    defaultValue: 60_000,
    urlKey: "run",
  },
  horizonYears: { min: 1, max: 10, integer: true, defaultValue: 3, urlKey: "years" },
  discountRate: { min: 0, max: 50, integer: false, defaultValue: 10, urlKey: "disc" },
};

/**
 * Working weeks in a year: 52 less four weeks of leave and public holidays. Hours saved per
 * week are multiplied by this, not by 52, so the benefit is not overstated.
 */
export const WORKING_WEEKS_PER_YEAR = 48;

/** The NPV the calculator always reports, whatever the horizon: a 3-year NPV. */
export const NPV_YEARS = 3;

/** The default inputs: a 50-person team saving 3 hours a week at 85 per hour, 60 % adoption. */
export const DEFAULT_ROI_INPUTS: RoiInputs = Object.fromEntries(
  ROI_FIELDS.map((field) => [field, ROI_FIELD_RULES[field].defaultValue]),
) as RoiInputs;
