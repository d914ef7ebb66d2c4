import { describe, expect, it } from "vitest";
import { prepareIndex } from "./prepare-index";
import { scoreEntries } from "./score-entries";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

/** A catalogue with the cases the pair index must get right. */
const sources = {
  services: [
    service({
      slug: "data-architecture",
      title: "Data Architecture",
      shortDescription: "Lakehouse platforms for AI.",
      problemStatement: "Pipelines break; data quality suffers.",
      keywordClusters: ["data mesh", "lakehouse"],
      i18n: {
        de: { title: "Datenarchitektur", shortDescription: "Plattformen für KI." },
        ar: { title: "هندسة البيانات", shortDescription: "منصات الذكاء الاصطناعي." },
      },
    }),
    service({
      slug: "ai-training",
      title: "AI Training",
      keywordClusters: ["ai literacy", "train"],
    }),
  ],
  insights: [
    document({
      slug: "a",
      title: "Retail AI",
      excerpt: "Chains of stores.",
      tags: ["AI", "Retail"],
    }),
    document({ slug: "b", title: "Straße und Daten", excerpt: "Größe zählt.", tags: ["Daten"] }),
    document({ slug: "c", title: "الإدارة الرشيدة", excerpt: "حوكمة البيانات.", tags: ["حوكمة"] }),
    // "كن" shares a hashed bucket with "لا" (0x643 * 31 + 0x646 = 0x644 * 31 + 0x627): a query
    // "لا" must not find this title by its bucket alone.
    document({ slug: "d", title: "يمكن" }),
  ],
};

const QUERIES = [
  "ai",
  "data",
  "ta",
  "lakehouse",
  "data mesh",
  "datenarchitektur",
  "strasse",
  "groesse",
  "البيانات",
  "حوكمه",
  "الاداره",
  "ns",
  "e d",
  "absent words",
  "ai literacy",
  "ال",
  "لا",
  "ي",
];

describe("scoreEntries", () => {
  it("gives the same points with the pair index as by scanning every field", () => {
    // Two separate index objects: each is prepared once, one with and one without the pair index.
    const scanned = prepareIndex(buildSearchIndex(sources), Infinity);
    const paired = prepareIndex(buildSearchIndex(sources), 0);
    expect(scanned.bigrams).toBeUndefined();
    expect(paired.bigrams).toBeDefined();
    for (const query of QUERIES) {
      expect([...scoreEntries(paired, query)], query).toEqual([...scoreEntries(scanned, query)]);
    }
  });

  it("confirms a pair that shares a hashed bucket against the text", () => {
    const paired = prepareIndex(buildSearchIndex(sources), 0);
    // "لا" is in the Arabic description of data-architecture ("الاصطناعي", 5) and in the title
    // of c ("الإدارة" normalises to "الاداره", 10); not in d's "يمكن"
    expect([...scoreEntries(paired, "لا")]).toEqual([5, 0, 0, 0, 10, 0]);
  });

  it("scores each field once, by hand: 'ai' in the first service's title and cluster", () => {
    const paired = prepareIndex(buildSearchIndex(sources), 0);
    // data-architecture: "AI" only in the description (5); ai-training: title 10 + cluster 8;
    // a: title 10 + excerpt "chains" 5 + tag 3; b, c, d: none
    expect([...scoreEntries(paired, "ai")]).toEqual([5, 18, 18, 0, 0, 0]);
  });
});
