import { describe, expect, it } from "vitest";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

/** The score of the only result for `query`, or undefined when nothing matches. */
function scoreOf(index: ReturnType<typeof buildSearchIndex>, query: string): number | undefined {
  const results = search(index, query);
  expect(results.length).toBeLessThanOrEqual(1);
  return results[0]?.matchScore;
}

describe("given a service, the score of a query", () => {
  it("is 10 when only the title contains it", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", title: "Zephyr Platform" })],
    });
    expect(scoreOf(index, "zephyr")).toBe(10);
  });

  it("is 5 when only the short description (the excerpt) contains it", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", shortDescription: "Runs on zephyr clusters." })],
    });
    expect(scoreOf(index, "zephyr")).toBe(5);
  });

  it("is 7 when only the problem statement contains it", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", problemStatement: "Teams wait on zephyr queues." })],
    });
    expect(scoreOf(index, "zephyr")).toBe(7);
  });

  it("is 8 when a keyword cluster contains it, and still 8 when two do", () => {
    const one = buildSearchIndex({
      services: [service({ slug: "s", keywordClusters: ["zephyr tuning", "other words"] })],
    });
    const two = buildSearchIndex({
      services: [service({ slug: "s", keywordClusters: ["zephyr tuning", "zephyr sizing"] })],
    });
    expect(scoreOf(one, "zephyr")).toBe(8);
    expect(scoreOf(two, "zephyr")).toBe(8);
  });

  it("adds the fields up: title, excerpt, problem statement and cluster give 30", () => {
    const index = buildSearchIndex({
      services: [
        service({
          slug: "s",
          title: "Zephyr",
          shortDescription: "Zephyr summary.",
          problemStatement: "Zephyr problem.",
          keywordClusters: ["zephyr"],
        }),
      ],
    });
    // 10 + 5 + 7 + 8
    expect(scoreOf(index, "zephyr")).toBe(30);
  });

  it("counts a field once however often the query occurs in it", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", title: "Zephyr to Zephyr with Zephyr" })],
    });
    expect(scoreOf(index, "zephyr")).toBe(10);
  });

  it("is 10 when only the German title contains it, and 5 for the Arabic description", () => {
    const index = buildSearchIndex({
      services: [
        service({
          slug: "s",
          title: "Data Quality",
          i18n: {
            de: { title: "Datenqualität", shortDescription: "Verlässliche Daten." },
            ar: { title: "جودة البيانات", shortDescription: "حوكمة البيانات الموثوقة." },
          },
        }),
      ],
    });
    expect(scoreOf(index, "datenqualitaet")).toBe(10);
    expect(scoreOf(index, "حوكمه")).toBe(5);
  });
});

describe("given a document, the score of a query", () => {
  it("is 10 for the title, 5 for the excerpt and 3 for a tag", () => {
    const index = buildSearchIndex({
      insights: [document({ slug: "a", title: "Zephyr notes" })],
      caseStudies: [document({ slug: "b", excerpt: "How zephyr helped." })],
      learning: [document({ slug: "c", tags: ["Zephyr", "Ops"] })],
    });
    expect(search(index, "zephyr").map((result) => [result.key, result.matchScore])).toEqual([
      ["insight:a", 10],
      ["case-study:b", 5],
      ["learning:c", 3],
    ]);
  });

  it("counts matching tags once: two matching tags still give 3", () => {
    const index = buildSearchIndex({
      insights: [document({ slug: "a", tags: ["Zephyr ops", "Zephyr cost"] })],
    });
    expect(scoreOf(index, "zephyr")).toBe(3);
  });

  it("adds title, excerpt and tag up to 18", () => {
    const index = buildSearchIndex({
      insights: [document({ slug: "a", title: "Zephyr", excerpt: "Zephyr.", tags: ["zephyr"] })],
    });
    expect(scoreOf(index, "zephyr")).toBe(18);
  });

  it("scores the case-study summary as its excerpt when the excerpt is absent", () => {
    const index = buildSearchIndex({
      caseStudies: [
        { slug: "a", title: "Plain", date: "2025-01-01", tags: [], summary: "Zephyr." },
      ],
    });
    expect(scoreOf(index, "zephyr")).toBe(5);
  });
});

describe("matching", () => {
  it("is a case-insensitive substring match", () => {
    const index = buildSearchIndex({ services: [service({ slug: "s", title: "MLOps Platform" })] });
    expect(scoreOf(index, "LOPS PLAT")).toBe(10);
  });

  it("leaves out pages the query matches nowhere", () => {
    const index = buildSearchIndex({ services: [service({ slug: "s", title: "MLOps" })] });
    expect(search(index, "kubernetes")).toEqual([]);
  });

  it("finds German pages typed without umlauts and Arabic pages typed without hamza", () => {
    const index = buildSearchIndex({
      insights: [
        document({ slug: "de", title: "Datenqualität in der Praxis" }),
        document({ slug: "ar", title: "إدارة البيانات الحديثة" }),
      ],
    });
    expect(search(index, "datenqualitaet").map((result) => result.key)).toEqual(["insight:de"]);
    expect(search(index, "ادارة البيانات").map((result) => result.key)).toEqual(["insight:ar"]);
  });
});
