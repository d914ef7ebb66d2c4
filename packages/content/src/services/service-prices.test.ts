import { beforeAll, describe, expect, it } from "vitest";
import { listCheckoutProducts } from "./list-checkout-products";
import { loadServiceCatalogue } from "./load-service-catalogue";
import { REAL_CATALOGUE_DIR } from "./real-catalogue";
import type { ServiceEntry } from "./service-entry-schema";

/**
 * Spec section 9, "Fixed service prices (shown on buttons)", copied by hand:
 * service slug, checkout product, amount in US dollars, monthly or one-off, and the label the
 * button must show.
 */
const SPEC_PRICES: [
  slug: string,
  product: string,
  amount: number,
  monthly: boolean,
  label: string,
][] = [
  ["ai-strategy-value-sprint", "ai-strategy-half-day", 2000, false, "$2,000"],
  ["ai-strategy-value-sprint", "ai-strategy-full-day", 3500, false, "$3,500"],
  ["ai-adoption-change-management", "adoption-change-deposit", 100, false, "$100"],
  ["mlops-model-operations", "mlops-discovery", 5000, false, "$5,000"],
  ["mlops-model-operations", "mlops-implementation", 15000, false, "$15,000"],
  ["model-governance-risk", "model-governance-assessment", 5000, false, "$5,000"],
  ["model-monitoring-observability", "model-monitoring", 1500, true, "$1,500/month"],
  ["prompt-engineering-copilot", "prompt-engineering-pilot", 5000, false, "$5,000"],
  ["ai-training-upskilling", "ai-training-half-day", 2000, false, "$2,000"],
  ["ai-experimentation-lab", "ai-experimentation-lab", 5000, false, "$5,000"],
  ["synthetic-data-labeling", "synthetic-data-pilot", 5000, false, "$5,000"],
  ["ethical-ai-fairness", "ethical-ai-audit", 5000, false, "$5,000"],
  ["ai-cost-optimization", "ai-cost-optimization-assessment", 5000, false, "$5,000"],
  ["fractional-ai-pmo", "fractional-ai-pmo", 5000, true, "$5,000/month"],
  ["ai-center-of-excellence", "ai-coe-professional", 10000, true, "$10,000/month"],
  ["managed-network-security", "managed-network-security", 1500, true, "$1,500/month"],
  ["voip-unified-communications", "voip-setup", 5000, false, "$5,000"],
  ["zero-trust-secure-remote-access", "zero-trust-implementation", 15000, false, "$15,000"],
  ["backup-disaster-recovery", "backup-dr-audit", 5000, false, "$5,000"],
  ["endpoint-patch-management", "endpoint-patch-management", 1500, true, "$1,500/month"],
  ["identity-access-management", "sso-setup", 5000, false, "$5,000"],
  ["compliance-security-assessments", "compliance-assessment", 5000, false, "$5,000"],
  ["cloud-migration", "cloud-migration-assessment", 5000, false, "$5,000"],
];

let entries: ServiceEntry[];

beforeAll(async () => {
  entries = await loadServiceCatalogue(REAL_CATALOGUE_DIR);
});

describe("fixed service prices (spec section 9)", () => {
  it.each(SPEC_PRICES)(
    "%s sells %s for %i USD (monthly: %s) on a button showing %s",
    (slug, product, amount, monthly, label) => {
      const entry = entries.find((e) => e.slug === slug);
      const cta = entry?.primaryCTAs.find((c) => c.product === product);
      expect(cta, `${slug} has no ${product} button`).toBeDefined();
      expect(cta?.price).toEqual(
        monthly ? { amount, currency: "USD", interval: "month" } : { amount, currency: "USD" },
      );
      expect(cta?.href).toBe(`checkout:${product}`);
      expect(cta?.action).toBe("link");
      expect(cta?.text).toContain(label);
    },
  );

  it("puts no price on any other button", () => {
    const sold = listCheckoutProducts(entries).map((p) => `${p.slug} ${p.product}`);
    expect(sold.sort()).toEqual(SPEC_PRICES.map(([slug, product]) => `${slug} ${product}`).sort());
  });

  it("sells the sprint as a half day and a full day of 4-6 weeks and 5-10 use cases", () => {
    const sprint = entries.find((e) => e.slug === "ai-strategy-value-sprint");
    expect(sprint?.primaryCTAs.filter((c) => c.price).map((c) => c.price?.amount)).toEqual([
      2000, 3500,
    ]);
    expect(sprint?.shortDescription).toMatch(/4-6 week.*5-10/);
  });
});
