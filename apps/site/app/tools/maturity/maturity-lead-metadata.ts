import type { MaturityResult } from "./maturity-model";
import type { Recommendation } from "./maturity-recommendations";

/**
 * The full maturity report as the flat metadata an assessment lead carries (spec section 3):
 * the overall score and level, each dimension's score as shown, the focus areas with their
 * recommended services, the raw answers and the link that reopens the report.
 */
export function maturityLeadMetadata(
  result: MaturityResult,
  recommendations: readonly Recommendation[],
  answerDigits: string,
  reportUrl: string,
): Record<string, string | number | boolean> {
  const metadata: Record<string, string | number | boolean> = {
    tool: "data-maturity-assessment",
    overall_score: result.overallShown,
    maturity_level: result.level,
  };
  for (const entry of result.dimensions) metadata[`score_${entry.dimension}`] = entry.shown;
  metadata.focus_areas = recommendations.map((entry) => entry.dimension).join(", ");
  metadata.recommended_services = recommendations
    .flatMap((entry) => entry.services.map((service) => service.slug))
    .filter((slug, index, all) => all.indexOf(slug) === index)
    .join(", ");
  metadata.answers = answerDigits;
  metadata.report_url = reportUrl;
  return metadata;
}
