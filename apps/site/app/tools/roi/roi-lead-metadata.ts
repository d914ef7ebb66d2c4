import type { RoiInputs } from "./roi-inputs";
import type { RoiResult } from "./roi-model";
import type { RoiCurrency } from "./roi-url-state";

const whole = (value: number) => Math.round(value);
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The analysis an "email me this analysis" lead carries, as the flat metadata the lead schema
 * allows (spec section 3): the inputs, the headline results rounded as shown, and the link that
 * reopens the same figures. Amounts are in `currency`; nothing is converted.
 */
export function roiLeadMetadata(
  inputs: RoiInputs,
  result: RoiResult,
  currency: RoiCurrency,
  shareUrl: string,
): Record<string, string | number | boolean> {
  return {
    tool: "ai-roi-calculator",
    currency,
    team_size: inputs.teamSize,
    hours_saved_per_week: inputs.hoursSavedPerWeek,
    hourly_cost: inputs.hourlyCost,
    adoption_rate_pct: inputs.adoptionRate,
    implementation_cost: inputs.implementationCost,
    annual_running_cost: inputs.annualRunningCost,
    horizon_years: inputs.horizonYears,
    discount_rate_pct: inputs.discountRate,
    annual_benefit: whole(result.annualBenefit),
    annual_net_benefit: whole(result.annualNetBenefit),
    net_return: whole(result.netReturn),
    roi_pct: result.roiPercent === null ? "not defined" : tenth(result.roiPercent),
    roi_multiple:
      result.roiMultiple === null ? "not defined" : Math.round(result.roiMultiple * 100) / 100,
    payback_months: result.paybackMonths === null ? "never" : tenth(result.paybackMonths),
    npv_3_year: whole(result.npv3Year),
    high_value: result.highValue,
    share_url: shareUrl,
  };
}
