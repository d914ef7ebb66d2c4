import { beforeAll, describe, expect, it } from "vitest";
import { loadServiceCatalogue } from "./load-service-catalogue";
import { REAL_CATALOGUE_DIR } from "./real-catalogue";
import type { ServiceEntry } from "./service-entry-schema";

/**
 * Spec section 2, "Services", in its order; the unreadable `ai-security/model-ri…` is
 * `ai-security/model-risk-management`. The home page also links to
 * ai-governance-compliance, which is appended.
 */
const SPEC_SLUGS = [
  "data-engineering-architecture",
  "ai-strategy-value-sprint",
  "mlops-model-operations",
  "ai-adoption-change-management",
  "model-governance-risk",
  "dataops-feature-store",
  "model-deployment-integration",
  "model-monitoring-observability",
  "prompt-engineering-copilot",
  "ai-training-upskilling",
  "ai-experimentation-lab",
  "synthetic-data-labeling",
  "ethical-ai-fairness",
  "ai-cost-optimization",
  "fractional-ai-pmo",
  "ai-center-of-excellence",
  "managed-network-security",
  "zero-trust-secure-remote-access",
  "endpoint-patch-management",
  "identity-access-management",
  "compliance-security-assessments",
  "backup-disaster-recovery",
  "cloud-migration",
  "voip-unified-communications",
  "ai-ethics-certification",
  "private-equity-advisory",
  "data-observability-platform",
  "mlops-management",
  "llm-evaluation",
  "rag-architecture",
  "enterprise-embedding-api",
  "llm-optimization",
  "private-model-fine-tuning",
  "predictive-analytics",
  "deepfake-detection",
  "zero-trust-architecture",
  "cognitive-workflow-automation",
  "ai-security/model-risk-management",
  "human-ai-workforce-enablement",
  "human-ai-workforce-enablement/pmo-services",
  "ai-agent-orchestration",
  "healthcare-life-sciences-data-solutions",
  "ai-driven-data-analytics-intelligence",
  "enterprise-ai-agent-orchestration",
  "data-governance-compliance",
  "cloud-migration-mlops",
  "predictive-generative-ai-copilots",
  "ai-decision-support",
  "real-time-analytics",
  "integration-customization",
  "ai-workforce-enablement-talent-management",
  "ai-consulting",
  "data-science-consulting",
  "mlops-consulting",
  "business-intelligence-consulting",
  "data-engineering-consulting",
  "healthcare-analytics",
  "financial-data-services",
];
const HOME_PAGE_SLUG = "ai-governance-compliance";

/** Every free-text field of an entry, labelled, for the duplicate check (cross-sells and buttons excluded). */
function textFields(e: ServiceEntry): [string, string][] {
  return [
    ["title", e.title],
    ["h1", e.h1],
    ["metaDescription", e.metaDescription],
    ["shortDescription", e.shortDescription],
    ["problemStatement", e.problemStatement],
    ["solution", e.solution],
    ["leadMagnetTitle", e.leadMagnetTitle],
    ["leadMagnetDescription", e.leadMagnetDescription],
    ...e.keyBenefits.map((b): [string, string] => ["keyBenefit", b]),
    ...Object.entries(e.caseStudy ?? {}).map(([k, v]): [string, string] => [`caseStudy.${k}`, v]),
    ["de.title", e.i18n.de.title],
    ["de.shortDescription", e.i18n.de.shortDescription],
    ["ar.title", e.i18n.ar.title],
    ["ar.shortDescription", e.i18n.ar.shortDescription],
  ];
}

let entries: ServiceEntry[];
const bySlug = (slug: string) => entries.find((e) => e.slug === slug);

beforeAll(async () => {
  entries = await loadServiceCatalogue(REAL_CATALOGUE_DIR);
});

describe("the service catalogue of apps/site/content/services", () => {
  it("holds the 58 slugs of spec section 2 plus ai-governance-compliance, and nothing else", () => {
    expect(SPEC_SLUGS).toHaveLength(58);
    expect(entries).toHaveLength(59);
    expect(entries.map((e) => e.slug).sort()).toEqual([...SPEC_SLUGS, HOME_PAGE_SLUG].sort());
  });

  it("keeps the two nested slugs, with flattened ids", () => {
    expect(bySlug("ai-security/model-risk-management")?.id).toBe(
      "ai-security-model-risk-management",
    );
    expect(bySlug("human-ai-workforce-enablement/pmo-services")?.id).toBe(
      "human-ai-workforce-enablement-pmo-services",
    );
  });

  it("links the four home page service cards to real entries (spec section 2)", () => {
    for (const slug of [
      "data-engineering-consulting",
      "ai-governance-compliance",
      "business-intelligence-consulting",
      "mlops-consulting",
    ]) {
      expect(bySlug(slug), slug).toBeDefined();
    }
  });

  it("has unique ids and unique slugs", () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(59);
    expect(new Set(entries.map((e) => e.slug)).size).toBe(59);
  });

  it("points every cross-sell at another entry of the catalogue", () => {
    for (const entry of entries) {
      for (const sell of entry.crossSells) {
        const target = bySlug(sell.url.replace("/services/", ""));
        expect(target, `${entry.slug} → ${sell.url}`).toBeDefined();
        expect(target?.slug).not.toBe(entry.slug);
        expect(sell.title).toBe(target?.title);
      }
    }
  });

  it("keeps every meta description within 160 characters", () => {
    const tooLong = entries.filter((e) => e.metaDescription.length > 160).map((e) => e.slug);
    expect(tooLong).toEqual([]);
  });

  it("never repeats a text field of one entry in another", () => {
    const owners = new Map<string, Set<string>>();
    for (const entry of entries) {
      for (const [, value] of textFields(entry)) {
        const key = value.trim().toLowerCase();
        owners.set(key, (owners.get(key) ?? new Set()).add(entry.slug));
      }
    }
    const shared = [...owners]
      .filter(([, slugs]) => slugs.size > 1)
      .map(([text, slugs]) => `${text} (${[...slugs].join(", ")})`);
    expect(shared).toEqual([]);
  });

  it("sends contact buttons to /contact with source and the entry's utm_service", () => {
    for (const entry of entries) {
      for (const cta of entry.primaryCTAs.filter((c) => c.href.startsWith("/contact"))) {
        expect(cta.href).toBe(`/contact?source=service-page&utm_service=${entry.slug}`);
      }
    }
  });

  it("offers every service a way in besides paying: a scheduling page or the contact form", () => {
    const without = entries
      .filter((e) => !e.primaryCTAs.some((c) => c.price === undefined))
      .map((e) => e.slug);
    expect(without).toEqual([]);
  });

  it("gives every entry German and Arabic titles and short descriptions of its own", () => {
    for (const entry of entries) {
      expect(entry.i18n.de.shortDescription, entry.slug).not.toBe(entry.shortDescription);
      expect(entry.i18n.ar.title, entry.slug).toMatch(/[\u0600-\u06FF]/);
      expect(entry.i18n.ar.shortDescription, entry.slug).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("uses every category", () => {
    expect(new Set(entries.map((e) => e.category))).toEqual(
      new Set(["AI", "Data", "Security", "Network", "Infrastructure", "Advisory", "Analytics"]),
    );
  });

  it("carries the spec's copy claims where they belong (spec section 9)", () => {
    const all = (slug: string) => JSON.stringify(bySlug(slug));
    expect(all("ai-cost-optimization")).toContain("30-50%");
    expect(all("voip-unified-communications")).toMatch(/40[-–]60%/);
    expect(all("ai-strategy-value-sprint")).toContain("4-6 week");
    expect(all("ai-strategy-value-sprint")).toContain("5-10 use cases");
    const metrics = entries.map((e) => e.caseStudy?.metric ?? "");
    expect(metrics.some((m) => m.includes("$15M annual impact") && m.includes("6 weeks"))).toBe(
      true,
    );
    expect(metrics.some((m) => m.includes("3 months to 2 weeks"))).toBe(true);
    expect(metrics.some((m) => m.includes("94% to 99.9%"))).toBe(true);
  });
});
