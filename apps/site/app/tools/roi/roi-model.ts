/**
 * The AI ROI model: hours given back to a team, valued at their loaded cost, against what the
 * initiative costs to build and to run. Pure arithmetic, no React, so the page, the shared link
 * and the tests compute exactly the same figures.
 *
 * Conventions (stated on the page):
 * - the implementation is paid at the start (year 0); benefits and running costs arrive evenly
 *   from the first month, as year-end cash flows for the NPV;
 * - net ROI and the ROI multiple are undiscounted, over the chosen horizon;
 * - the NPV discounts each year's net cash flow at the stated rate (default 10 %).
 */
import { isHighValueRoi } from "@vantreo/consent";
import { NPV_YEARS, WORKING_WEEKS_PER_YEAR, type RoiInputs } from "./roi-inputs";
import { validateRoiInputs } from "./validate-roi-inputs";

/** One year of the cash-flow table; year 0 is the implementation. */
export interface YearCashFlow {
  year: number;
  benefit: number;
  cost: number;
  /** benefit − cost. */
  net: number;
  /** The running total of `net` up to and including this year. */
  cumulative: number;
  /** `net` discounted to today: net / (1 + rate)^year. */
  discounted: number;
  /** The running total of `discounted` (the NPV if the horizon ended this year). */
  cumulativeDiscounted: number;
}

/** What the calculator reports. Amounts are in the currency of the inputs. */
export interface RoiResult {
  /** Hours saved a year across the team, after adoption. */
  hoursSavedPerYear: number;
  /** Value of those hours: team × hours/week × 48 weeks × hourly cost × adoption. */
  annualBenefit: number;
  /** annualBenefit − annual running cost: what each year returns once live. */
  annualNetBenefit: number;
  /** Benefit over the horizon, undiscounted. */
  totalBenefit: number;
  /** Implementation + running cost over the horizon, undiscounted. */
  totalCost: number;
  /** totalBenefit − totalCost. */
  netReturn: number;
  /** netReturn ÷ totalCost × 100; null when nothing is spent (a return on zero is undefined). */
  roiPercent: number | null;
  /** totalBenefit ÷ totalCost; null when nothing is spent. */
  roiMultiple: number | null;
  /** Months until the implementation is earned back; null when the initiative never pays back. */
  paybackMonths: number | null;
  /** Whether payback falls within the horizon. */
  paysBackWithinHorizon: boolean;
  /** NPV over three years, whatever the horizon. */
  npv3Year: number;
  /** NPV over the chosen horizon. */
  npvHorizon: number;
  /** Year 0 to year `horizonYears`. */
  cashFlows: YearCashFlow[];
  /** Spec section 9: a yearly net benefit over 1,000,000 counts as high value for analytics. */
  highValue: boolean;
}

/** The cash flows of year 0 to `years` for given inputs. */
function cashFlowsFor(inputs: RoiInputs, annualBenefit: number, years: number): YearCashFlow[] {
  const rate = inputs.discountRate / 100;
  const rows: YearCashFlow[] = [];
  let cumulative = 0;
  let cumulativeDiscounted = 0;
  for (let year = 0; year <= years; year += 1) {
    const benefit = year === 0 ? 0 : annualBenefit;
    const cost = year === 0 ? inputs.implementationCost : inputs.annualRunningCost;
    const net = benefit - cost;
    const discounted = net / (1 + rate) ** year;
    cumulative += net;
    cumulativeDiscounted += discounted;
    rows.push({ year, benefit, cost, net, cumulative, discounted, cumulativeDiscounted });
  }
  return rows;
}

/** Months to earn back the implementation from the monthly net benefit; null when never. */
export function paybackMonths(implementationCost: number, annualNetBenefit: number): number | null {
  if (annualNetBenefit <= 0) return null;
  return implementationCost / (annualNetBenefit / 12);
}

/**
 * Calculates the ROI of an AI initiative. Throws a RangeError naming the refused fields when
 * the inputs break their rules; validate them first with `parseRoiInputs` or
 * `validateRoiInputs` to show field errors instead.
 *
 * @example calculateRoi(DEFAULT_ROI_INPUTS).annualBenefit // 367,200 (50 × 3 × 48 × 85 × 0.6)
 */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const errors = validateRoiInputs(inputs);
  if (errors.length > 0) {
    throw new RangeError(
      `Invalid ROI inputs: ${errors.map((e) => `${e.field} (${e.code})`).join(", ")}`,
    );
  }
  const hoursSavedPerYear =
    inputs.teamSize *
    inputs.hoursSavedPerWeek *
    WORKING_WEEKS_PER_YEAR *
    (inputs.adoptionRate / 100);
  const annualBenefit = hoursSavedPerYear * inputs.hourlyCost;
  const annualNetBenefit = annualBenefit - inputs.annualRunningCost;
  const years = inputs.horizonYears;
  const totalBenefit = annualBenefit * years;
  const totalCost = inputs.implementationCost + inputs.annualRunningCost * years;
  const netReturn = totalBenefit - totalCost;
  const cashFlows = cashFlowsFor(inputs, annualBenefit, years);
  const npvRows = years >= NPV_YEARS ? cashFlows : cashFlowsFor(inputs, annualBenefit, NPV_YEARS);
  const payback = paybackMonths(inputs.implementationCost, annualNetBenefit);
  return {
    hoursSavedPerYear,
    annualBenefit,
    annualNetBenefit,
    totalBenefit,
    totalCost,
    netReturn,
    roiPercent: totalCost > 0 ? (netReturn / totalCost) * 100 : null,
    roiMultiple: totalCost > 0 ? totalBenefit / totalCost : null,
    paybackMonths: payback,
    paysBackWithinHorizon: payback !== null && payback <= years * 12,
    npv3Year: npvRows[NPV_YEARS]?.cumulativeDiscounted ?? 0,
    npvHorizon: cashFlows[years]?.cumulativeDiscounted ?? 0,
    cashFlows,
    highValue: isHighValueRoi(annualNetBenefit),
  };
}
