/**
 * Challenge filters of the search dialog (spec section 3). An active challenge adds
 * `SEARCH_WEIGHTS.challengeService` to each of its related services, matched by the catalogue
 * entry's id or slug (the slugs of spec section 2, "Services").
 */
export const CHALLENGES = [
  {
    id: "urgent-implementation",
    label: "Urgent implementation",
    relatedServices: [
      "ai-strategy-value-sprint",
      "model-deployment-integration",
      "fractional-ai-pmo",
      "integration-customization",
      "cloud-migration-mlops",
    ],
  },
  {
    id: "cost-optimization",
    label: "Cost optimization",
    relatedServices: [
      "ai-cost-optimization",
      "llm-optimization",
      "cloud-migration",
      "mlops-management",
    ],
  },
  {
    id: "stuck-poc",
    label: "Stuck proof of concept",
    relatedServices: [
      "mlops-model-operations",
      "model-deployment-integration",
      "ai-experimentation-lab",
      "mlops-consulting",
      "llm-evaluation",
    ],
  },
  {
    id: "compliance-risk",
    label: "Compliance risk",
    relatedServices: [
      "model-governance-risk",
      "compliance-security-assessments",
      "data-governance-compliance",
      "ethical-ai-fairness",
      "ai-ethics-certification",
    ],
  },
  {
    id: "adoption-resistance",
    label: "Adoption resistance",
    relatedServices: [
      "ai-adoption-change-management",
      "ai-training-upskilling",
      "human-ai-workforce-enablement",
      "ai-workforce-enablement-talent-management",
      "ai-center-of-excellence",
    ],
  },
] as const satisfies readonly { id: string; label: string; relatedServices: readonly string[] }[];

/** One challenge filter. */
export type Challenge = (typeof CHALLENGES)[number];

/** Identifier of a challenge filter. */
export type ChallengeId = Challenge["id"];

/** The challenge with this id, or undefined for an unknown one. */
export function findChallenge(id: string | undefined): Challenge | undefined {
  return CHALLENGES.find((challenge) => challenge.id === id);
}
