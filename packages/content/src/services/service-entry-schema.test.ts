import { describe, expect, it } from "vitest";
import { serviceEntryFixture } from "./service-entry.fixture";
import { ServiceEntrySchema, type ServiceEntry } from "./service-entry-schema";

function issuePaths(input: unknown): string[] {
  const result = ServiceEntrySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

function withChange(change: (entry: Record<string, unknown> & ServiceEntry) => void): unknown {
  const entry = structuredClone(serviceEntryFixture(1)) as Record<string, unknown> & ServiceEntry;
  change(entry);
  return entry;
}

/** Changes the slug and the contact link with it, so only the slug rules can fail. */
function renameSlug(entry: ServiceEntry, slug: string): void {
  entry.slug = slug;
  entry.id = slug.replaceAll("/", "-");
  entry.primaryCTAs[1]!.href = `/contact?source=service-page&utm_service=${slug}`;
}

describe("ServiceEntrySchema", () => {
  it("accepts a complete entry", () => {
    expect(issuePaths(serviceEntryFixture(1))).toEqual([]);
  });

  it("accepts an entry without a case study", () => {
    expect(issuePaths(withChange((e) => delete e.caseStudy))).toEqual([]);
  });

  it("accepts a nested slug whose id is the slug with '/' as '-'", () => {
    const entry = serviceEntryFixture(1, { slug: "ai-security/model-risk-management" });
    expect(entry.id).toBe("ai-security-model-risk-management");
    expect(issuePaths(entry)).toEqual([]);
  });

  it("accepts a meta description of exactly 160 characters and rejects 161", () => {
    const base = "Meta description that is padded to the limit. ";
    expect(issuePaths(withChange((e) => (e.metaDescription = base.padEnd(160, "x"))))).toEqual([]);
    expect(issuePaths(withChange((e) => (e.metaDescription = base.padEnd(161, "x"))))).toEqual([
      "metaDescription",
    ]);
  });

  it.each<[string, (e: Record<string, unknown> & ServiceEntry) => void, string[]]>([
    ["an id that is not kebab-case", (e) => (e.id = "Test_Service"), ["id", "id"]],
    ["an id that does not match the slug", (e) => (e.id = "another-service"), ["id"]],
    ["a slug with two nested segments", (e) => renameSlug(e, "a/b/c"), ["slug", "id"]],
    ["a slug in upper case", (e) => renameSlug(e, "Test-Service-1"), ["slug", "id"]],
    [
      "an unknown category",
      (e) => (e.category = "Marketing" as ServiceEntry["category"]),
      ["category"],
    ],
    ["an empty title", (e) => (e.title = "  "), ["title"]],
    ["a missing h1", (e) => delete (e as Record<string, unknown>).h1, ["h1"]],
    ["three key benefits", (e) => (e.keyBenefits = e.keyBenefits.slice(0, 3)), ["keyBenefits"]],
    [
      "seven key benefits",
      (e) =>
        (e.keyBenefits = [
          ...e.keyBenefits,
          "Benefit five of it",
          "Benefit six of it",
          "Benefit seven of it",
        ]),
      ["keyBenefits"],
    ],
    [
      "a repeated key benefit",
      (e) => (e.keyBenefits[1] = e.keyBenefits[0]!.toUpperCase()),
      ["keyBenefits.1"],
    ],
    [
      "three keyword clusters",
      (e) => (e.keywordClusters = e.keywordClusters.slice(0, 3)),
      ["keywordClusters"],
    ],
    [
      "nine keyword clusters",
      (e) => (e.keywordClusters = Array.from({ length: 9 }, (_, i) => `keyword ${i}`)),
      ["keywordClusters"],
    ],
    ["no calls to action", (e) => (e.primaryCTAs = []), ["primaryCTAs"]],
    [
      "a contact link for another service",
      (e) => (e.primaryCTAs[1]!.href = "/contact?source=service-page&utm_service=other"),
      ["primaryCTAs.1.href"],
    ],
    ["one cross-sell", (e) => (e.crossSells = e.crossSells.slice(0, 1)), ["crossSells"]],
    [
      "four cross-sells",
      (e) => (e.crossSells = [...e.crossSells, ...e.crossSells]),
      ["crossSells"],
    ],
    [
      "a cross-sell outside /services",
      (e) => (e.crossSells[0]!.url = "/insights/some-article"),
      ["crossSells.0.url"],
    ],
    [
      "a cross-sell to itself",
      (e) => (e.crossSells[1]!.url = "/services/test-service-1"),
      ["crossSells.1.url"],
    ],
    [
      "a case study without a metric",
      (e) => delete (e.caseStudy as Record<string, unknown>).metric,
      ["caseStudy.metric"],
    ],
    [
      "a missing Arabic translation",
      (e) => delete (e.i18n as Record<string, unknown>).ar,
      ["i18n.ar"],
    ],
    [
      "an Arabic title in Latin letters",
      (e) => (e.i18n.ar.title = "Test service"),
      ["i18n.ar.title"],
    ],
    [
      "a German short description left in English",
      (e) => (e.i18n.de.shortDescription = e.shortDescription),
      ["i18n.de.shortDescription"],
    ],
    ["an unknown field", (e) => (e.price = 100), [""]],
  ])("rejects %s, naming the field", (_name, change, paths) => {
    expect(issuePaths(withChange(change)).sort()).toEqual([...paths].sort());
  });
});
