import { describe, expect, it } from "vitest";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { deserializeIndex, serializeIndex } from "./serialize-index";
import { document, service } from "./test-fixtures";

const index = buildSearchIndex({
  services: [
    service({
      id: "svc-1",
      slug: "data-engineering-architecture",
      title: "Data Engineering & Architecture",
      keywordClusters: ["lakehouse", "data mesh"],
      i18n: { ar: { title: "هندسة البيانات", shortDescription: "منصات حديثة." } },
    }),
    service({
      slug: "ai-cost-optimization",
      i18n: { de: { title: "KI-Kostenoptimierung", shortDescription: "Kosten senken." } },
    }),
  ],
  insights: [document({ slug: "agent-ai-2025-guide", title: "Agent AI guide", tags: ["Agents"] })],
  learning: [{ slug: "no-excerpt", title: "No excerpt", date: "2025-10-21", tags: [] }],
});

describe("serializeIndex and deserializeIndex", () => {
  it("round-trip an index unchanged", () => {
    expect(deserializeIndex(serializeIndex(index))).toEqual(index);
  });

  it("read already parsed JSON as well as text", () => {
    expect(deserializeIndex(JSON.parse(serializeIndex(index)))).toEqual(index);
  });

  it("write entries as arrays, without repeating property names", () => {
    const text = serializeIndex(index);
    expect(text.startsWith('{"v":1,"e":[[')).toBe(true);
    expect(text).not.toContain('"title"');
    expect(text).not.toContain('"slug"');
  });

  it("give the same results after the round trip", () => {
    const restored = deserializeIndex(serializeIndex(index));
    expect(search(restored, "data", { challenge: "cost-optimization" })).toEqual(
      search(index, "data", { challenge: "cost-optimization" }),
    );
  });

  it("reject what is not an index, naming the problem", () => {
    expect(() => deserializeIndex("[]")).toThrow("Invalid search index: unsupported version");
    expect(() => deserializeIndex({ v: 2, e: [] })).toThrow("unsupported version 2");
    expect(() => deserializeIndex({ v: 1 })).toThrow("entries missing");
    expect(() => deserializeIndex({ v: 1, e: [["x", "slug"]] })).toThrow(
      "entry 0 has an unknown type",
    );
    expect(() =>
      deserializeIndex({ v: 1, e: [["s", "slug", "AI", [], ["d"], "", [], [], ""]] }),
    ).toThrow("entry 0 has no text");
    expect(() => deserializeIndex(null)).toThrow("not an object");
  });
});
