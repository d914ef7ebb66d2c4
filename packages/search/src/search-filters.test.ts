import { describe, expect, it } from "vitest";
import { CHALLENGES } from "./challenges";
import { PERSONAS } from "./personas";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

/** Service slugs of spec section 2 ("Services"), copied by hand. */
const SPEC_SERVICE_SLUGS = new Set(
  (
    "data-engineering-architecture ai-strategy-value-sprint mlops-model-operations " +
    "ai-adoption-change-management model-governance-risk dataops-feature-store " +
    "model-deployment-integration model-monitoring-observability prompt-engineering-copilot " +
    "ai-training-upskilling ai-experimentation-lab synthetic-data-labeling ethical-ai-fairness " +
    "ai-cost-optimization fractional-ai-pmo ai-center-of-excellence managed-network-security " +
    "zero-trust-secure-remote-access endpoint-patch-management identity-access-management " +
    "compliance-security-assessments backup-disaster-recovery cloud-migration " +
    "voip-unified-communications ai-ethics-certification private-equity-advisory " +
    "data-observability-platform mlops-management llm-evaluation rag-architecture " +
    "enterprise-embedding-api llm-optimization private-model-fine-tuning predictive-analytics " +
    "deepfake-detection zero-trust-architecture cognitive-workflow-automation " +
    "human-ai-workforce-enablement ai-agent-orchestration healthcare-life-sciences-data-solutions " +
    "ai-driven-data-analytics-intelligence enterprise-ai-agent-orchestration " +
    "data-governance-compliance cloud-migration-mlops predictive-generative-ai-copilots " +
    "ai-decision-support real-time-analytics integration-customization " +
    "ai-workforce-enablement-talent-management ai-consulting data-science-consulting " +
    "mlops-consulting business-intelligence-consulting data-engineering-consulting " +
    "healthcare-analytics financial-data-services"
  ).split(" "),
);

describe("persona filters", () => {
  it("are enterprise, technical, security and innovator, in that order", () => {
    expect(PERSONAS.map((persona) => persona.id)).toEqual([
      "enterprise",
      "technical",
      "security",
      "innovator",
    ]);
  });

  it("add 3 for each persona keyword in a result", () => {
    const index = buildSearchIndex({
      services: [
        service({
          slug: "s",
          title: "Zephyr",
          problemStatement: "Security gaps found in the last audit.",
        }),
      ],
    });
    expect(search(index, "zephyr")[0]?.matchScore).toBe(10);
    // title 10 + "security" 3 + "audit" 3
    expect(search(index, "zephyr", { persona: "security" })[0]?.matchScore).toBe(16);
  });

  it("count a keyword once however often it occurs", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", title: "Zephyr security", problemStatement: "Security." })],
    });
    expect(search(index, "zephyr", { persona: "security" })[0]?.matchScore).toBe(13);
  });

  it("match keywords at the start of a word only", () => {
    const index = buildSearchIndex({
      services: [
        service({ slug: "s", title: "Zephyr", problemStatement: "Rapid delivery, agentic flows." }),
      ],
    });
    // technical "api" is not in "rapid"; innovator "agent" starts "agentic"
    expect(search(index, "zephyr", { persona: "technical" })[0]?.matchScore).toBe(10);
    expect(search(index, "zephyr", { persona: "innovator" })[0]?.matchScore).toBe(13);
  });

  it("apply to documents as well, through their title, excerpt and tags", () => {
    const index = buildSearchIndex({
      insights: [document({ slug: "a", title: "Zephyr strategy", tags: ["ROI"] })],
    });
    // title 10 + "strategy" 3 + "roi" 3
    expect(search(index, "zephyr", { persona: "enterprise" })[0]?.matchScore).toBe(16);
  });

  for (const persona of PERSONAS) {
    it(`give ${persona.id} 3 points for each of its keywords`, () => {
      for (const keyword of persona.keywords) {
        const index = buildSearchIndex({
          services: [
            service({ slug: "s", title: "Zephyr", problemStatement: `About ${keyword}.` }),
          ],
        });
        expect(search(index, "zephyr", { persona: persona.id })[0]?.matchScore, keyword).toBe(13);
      }
    });
  }

  it("rank the persona's pages first when the query lists everything", () => {
    const index = buildSearchIndex({
      services: [
        service({ slug: "plain" }),
        service({ slug: "sec", problemStatement: "Identity and threat response." }),
      ],
    });
    expect(
      search(index, "", { persona: "security" }).map((result) => [result.key, result.matchScore]),
    ).toEqual([
      ["service:sec", 6],
      ["service:plain", 0],
    ]);
  });
});

describe("challenge filters", () => {
  it("are the five challenges of the specification, in order", () => {
    expect(CHALLENGES.map((challenge) => challenge.id)).toEqual([
      "urgent-implementation",
      "cost-optimization",
      "stuck-poc",
      "compliance-risk",
      "adoption-resistance",
    ]);
  });

  it("relate only to services of the catalogue in the specification", () => {
    for (const challenge of CHALLENGES) {
      expect(challenge.relatedServices.length).toBeGreaterThan(0);
      for (const slug of challenge.relatedServices)
        expect(SPEC_SERVICE_SLUGS.has(slug), slug).toBe(true);
    }
  });

  for (const challenge of CHALLENGES) {
    it(`add 15 to each service related to ${challenge.id}`, () => {
      const index = buildSearchIndex({
        services: [
          ...challenge.relatedServices.map((slug) => service({ slug, title: "Zephyr" })),
          service({ slug: "unrelated-service", title: "Zephyr" }),
        ],
      });
      const scores = search(index, "zephyr", { challenge: challenge.id }).map((result) => [
        result.key,
        result.matchScore,
      ]);
      expect(scores).toEqual([
        ...challenge.relatedServices.map((slug) => [`service:${slug}`, 25]),
        ["service:unrelated-service", 10],
      ]);
    });
  }

  it("match a related service by its slug when its id differs", () => {
    const index = buildSearchIndex({
      services: [service({ id: "svc-17", slug: "ai-cost-optimization", title: "Zephyr" })],
    });
    expect(search(index, "zephyr", { challenge: "cost-optimization" })[0]?.matchScore).toBe(25);
  });

  it("do not add to a document whose slug equals a related service", () => {
    const index = buildSearchIndex({
      insights: [document({ slug: "ai-cost-optimization", title: "Zephyr" })],
    });
    expect(search(index, "zephyr", { challenge: "cost-optimization" })[0]?.matchScore).toBe(10);
  });

  it("do not bring in related services the query does not match", () => {
    const index = buildSearchIndex({
      services: [
        service({ slug: "ai-cost-optimization" }),
        service({ slug: "z", title: "Zephyr" }),
      ],
    });
    expect(
      search(index, "zephyr", { challenge: "cost-optimization" }).map((result) => result.key),
    ).toEqual(["service:z"]);
  });

  it("rank related services first when the query lists everything, persona points added", () => {
    const index = buildSearchIndex({
      services: [
        service({ slug: "plain" }),
        service({ slug: "llm-optimization", problemStatement: "Generative workloads." }),
      ],
    });
    expect(
      search(index, "", { challenge: "cost-optimization", persona: "innovator" }).map((result) => [
        result.key,
        result.matchScore,
      ]),
    ).toEqual([
      // 15 for the challenge + 3 for "generative"
      ["service:llm-optimization", 18],
      ["service:plain", 0],
    ]);
  });
});
