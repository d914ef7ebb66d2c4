import { describe, expect, it } from "vitest";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { SEARCH_DEBOUNCE_MS } from "./search-limits";
import { document, service } from "./test-fixtures";

function services(count: number, title: string) {
  return Array.from({ length: count }, (_, n) => service({ slug: `service-${n + 1}`, title }));
}

describe("result caps", () => {
  it("returns at most 12 results", () => {
    const index = buildSearchIndex({ services: services(20, "Zephyr") });
    expect(search(index, "zephyr")).toHaveLength(12);
  });

  it("never returns more than 12, even when asked for more", () => {
    const index = buildSearchIndex({ services: services(20, "Zephyr") });
    expect(search(index, "zephyr", { limit: 50 })).toHaveLength(12);
  });

  it("returns fewer when asked for fewer", () => {
    const index = buildSearchIndex({ services: services(20, "Zephyr") });
    expect(search(index, "zephyr", { limit: 5 })).toHaveLength(5);
    expect(search(index, "zephyr", { limit: 0 })).toEqual([]);
  });

  it("keeps the 12 best when more match", () => {
    const index = buildSearchIndex({
      services: [
        ...services(12, "Zephyr"),
        service({ slug: "best", title: "Zephyr", keywordClusters: ["zephyr"] }),
      ],
    });
    const results = search(index, "zephyr");
    expect(results[0]?.key).toBe("service:best");
    expect(results.map((result) => result.key)).not.toContain("service:service-12");
  });

  it("gives a result at most 3 tags, the first three", () => {
    const index = buildSearchIndex({
      insights: [
        document({ slug: "a", title: "Zephyr", tags: ["One", "Two", "Three", "Four", "Five"] }),
      ],
      services: [
        service({ slug: "s", title: "Zephyr", keywordClusters: ["k1", "k2", "k3", "k4"] }),
      ],
    });
    const [first, second] = search(index, "zephyr");
    expect(first?.tags).toEqual(["k1", "k2", "k3"]);
    expect(second?.tags).toEqual(["One", "Two", "Three"]);
    expect(second?.keywords).toEqual(["One", "Two", "Three", "Four", "Five"]);
  });
});

describe("ordering", () => {
  it("sorts by descending score", () => {
    const index = buildSearchIndex({
      services: [
        service({ slug: "excerpt", shortDescription: "Zephyr." }),
        service({ slug: "title", title: "Zephyr" }),
        service({ slug: "problem", problemStatement: "Zephyr." }),
        service({ slug: "cluster", keywordClusters: ["zephyr"] }),
      ],
    });
    expect(search(index, "zephyr").map((result) => [result.key, result.matchScore])).toEqual([
      ["service:title", 10],
      ["service:cluster", 8],
      ["service:problem", 7],
      ["service:excerpt", 5],
    ]);
  });

  it("keeps index order between equal scores: services, insights, case studies, learning", () => {
    const index = buildSearchIndex({
      learning: [document({ slug: "l", excerpt: "Zephyr." })],
      caseStudies: [document({ slug: "c", excerpt: "Zephyr." })],
      insights: [
        document({ slug: "i2", excerpt: "Zephyr." }),
        document({ slug: "i1", excerpt: "Zephyr." }),
      ],
      services: [service({ slug: "s", shortDescription: "Zephyr." })],
    });
    expect(search(index, "zephyr").map((result) => result.key)).toEqual([
      "service:s",
      "insight:i2",
      "insight:i1",
      "case-study:c",
      "learning:l",
    ]);
  });

  it("keeps the earlier of equal scores when the cap cuts a tie", () => {
    const index = buildSearchIndex({ services: services(14, "Zephyr") });
    expect(search(index, "zephyr").map((result) => result.key)).toEqual(
      Array.from({ length: 12 }, (_, n) => `service:service-${n + 1}`),
    );
  });
});

describe("queries under 2 characters", () => {
  const index = buildSearchIndex({
    services: [service({ slug: "s", title: "Zephyr" })],
    insights: [document({ slug: "i" })],
  });

  it("list everything, unscored and without highlights, for an empty query", () => {
    expect(
      search(index, "").map((result) => [result.key, result.matchScore, result.matches]),
    ).toEqual([
      ["service:s", 0, []],
      ["insight:i", 0, []],
    ]);
  });

  it("list everything for one character, even one that matches nothing", () => {
    expect(search(index, "q")).toHaveLength(2);
    expect(search(index, "  x  ")).toHaveLength(2);
    expect(search(index, "ä")).toHaveLength(2);
  });

  it("list at most 12 of everything", () => {
    expect(search(buildSearchIndex({ services: services(13, "Plain") }), "")).toHaveLength(12);
  });

  it("filter from two characters on", () => {
    expect(search(index, "ze").map((result) => result.key)).toEqual(["service:s"]);
  });

  it("count characters, not UTF-16 units: one emoji is one character", () => {
    expect(search(index, "🚀")).toHaveLength(2);
  });
});

describe("debounce", () => {
  it("is 300 ms", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
