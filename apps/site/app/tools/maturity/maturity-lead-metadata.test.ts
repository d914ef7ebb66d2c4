import { describe, expect, it } from "vitest";
import { answersFromDigits } from "./answers-from-digits";
import { maturityLeadMetadata } from "./maturity-lead-metadata";
import { scoreMaturity } from "./maturity-model";
import { recommendationsFor } from "./maturity-recommendations";

describe("maturityLeadMetadata", () => {
  it("carries the scores as shown, the focus areas, their services once each, and the answers", () => {
    // Scores worked out in maturity-model.test: 1.5, 2.3, 3.3, 3.5, 1.3, 4.5; overall 2.7 Defined.
    const result = scoreMaturity(answersFromDigits("1221", "2223", "3334", "4433", "1112", "5454"));
    const metadata = maturityLeadMetadata(
      result,
      recommendationsFor(result),
      "122122233334443311125454",
      "https://x.test/r",
    );
    expect(metadata).toEqual({
      tool: "data-maturity-assessment",
      overall_score: 2.7,
      maturity_level: "defined",
      score_strategy: 1.5,
      score_governance: 2.3,
      score_architecture: 3.3,
      score_quality: 3.5,
      score_analytics: 1.3,
      score_culture: 4.5,
      focus_areas: "analytics, strategy, governance",
      recommended_services:
        "ai-experimentation-lab, business-intelligence-consulting, ai-strategy-value-sprint, fractional-ai-pmo, data-governance-compliance, ai-governance-compliance",
      answers: "122122233334443311125454",
      report_url: "https://x.test/r",
    });
  });
});
