import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

describe("buildSearchIndex", () => {
  it("orders entries services, insights, case studies, learning, each as given", () => {
    const index = buildSearchIndex({
      learning: [document({ slug: "l" })],
      caseStudies: [document({ slug: "c" })],
      insights: [document({ slug: "i1" }), document({ slug: "i0" })],
      services: [service({ slug: "s" })],
    });
    expect(index.entries.map((entry) => `${entry.type}:${entry.slug}`)).toEqual([
      "service:s",
      "insight:i1",
      "insight:i0",
      "case-study:c",
      "learning:l",
    ]);
  });

  it("keeps the German and Arabic title and short description of a service", () => {
    const [entry] = buildSearchIndex({
      services: [
        service({
          slug: "s",
          title: "Data Architecture",
          shortDescription: "Modern platforms.",
          i18n: {
            de: { title: "Datenarchitektur", shortDescription: "Moderne Plattformen." },
            ar: { title: "هندسة البيانات", shortDescription: "منصات حديثة." },
          },
        }),
      ],
    }).entries;
    expect(entry?.title).toEqual({
      en: "Data Architecture",
      de: "Datenarchitektur",
      ar: "هندسة البيانات",
    });
    expect(entry?.description).toEqual({
      en: "Modern platforms.",
      de: "Moderne Plattformen.",
      ar: "منصات حديثة.",
    });
  });

  it("gives a document without excerpt an empty description", () => {
    const [entry] = buildSearchIndex({
      insights: [{ slug: "a", title: "A", date: "2025-01-14", tags: [] }],
    }).entries;
    expect(entry?.description).toEqual({ en: "" });
  });

  it("keeps no field search does not use", () => {
    const withBody = {
      ...document({ slug: "a" }),
      body: "<p>Long article body</p>",
      author: "Vantreo Research Team",
    };
    const [entry] = buildSearchIndex({ insights: [withBody] }).entries;
    expect(JSON.stringify(entry)).not.toContain("Long article body");
    expect(JSON.stringify(entry)).not.toContain("Vantreo Research Team");
  });
});
