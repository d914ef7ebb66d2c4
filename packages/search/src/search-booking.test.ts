import { describe, expect, it } from "vitest";
import { search } from "./search";
import { buildSearchIndex } from "./search-index";
import { document, service } from "./test-fixtures";

const SCHEDULING = {
  assessment: "https://calendly.com/vantreo/assessment",
  workshop: "https://calendly.com/vantreo/half-day-workshop",
  "deep-dive": "https://calendly.com/vantreo/60min",
  consultation: "https://calendly.com/vantreo/30min",
  discovery: "https://calendly.com/vantreo/15min",
};

const empty = buildSearchIndex({});

function cards(query: string) {
  return search(empty, query).map((result) => [result.bookingOption, result.matchScore]);
}

describe("booking intent words", () => {
  it("bring the five booking cards, in the order of the specification, scored 90", () => {
    expect(cards("book")).toEqual([
      ["assessment", 90],
      ["workshop", 90],
      ["deep-dive", 90],
      ["consultation", 90],
      ["discovery", 90],
    ]);
  });

  it("carry the prices of the specification: $5,000, $2,000, $500, $100 and free", () => {
    expect(search(empty, "schedule").map((result) => [result.title, result.price])).toEqual([
      ["Data & AI Assessment", 5000],
      ["Half-Day Workshop", 2000],
      ["60-Minute Deep Dive", 500],
      ["30-Minute Consultation", 100],
      ["15-Minute Discovery Call", 0],
    ]);
  });

  it("say the assessment takes 1 week with an ROI analysis and the consultation is credited", () => {
    const [assessment, , , consultation] = search(empty, "book");
    expect(assessment?.tags).toEqual(["1 week", "ROI analysis"]);
    expect(consultation?.tags).toContain("Credited to larger packages");
  });

  it("put a card the query names first, scored 100, ahead of the others", () => {
    expect(cards("book a workshop")).toEqual([
      ["workshop", 100],
      ["assessment", 90],
      ["deep-dive", 90],
      ["consultation", 90],
      ["discovery", 90],
    ]);
  });

  it("bring only the named card when no general booking word is used", () => {
    expect(cards("deep-dive")).toEqual([["deep-dive", 100]]);
    expect(cards("15 minute")).toEqual([["discovery", 100]]);
  });

  it("are recognised in German and in Arabic", () => {
    expect(cards("Termin buchen")).toHaveLength(5);
    expect(cards("أريد حجز موعد")).toHaveLength(5);
    // "the consultation", with the article joined and a ta marbuta
    expect(cards("الاستشارة")).toEqual([["consultation", 100]]);
  });

  it("are whole words: 'recall' or 'booklet' bring no card", () => {
    expect(search(empty, "recall")).toEqual([]);
    expect(search(empty, "booklet")).toEqual([]);
  });

  it("rank the cards above any matching page", () => {
    const index = buildSearchIndex({
      services: [
        service({
          slug: "book",
          title: "Book",
          shortDescription: "Book",
          problemStatement: "Book",
          keywordClusters: ["book"],
        }),
      ],
    });
    expect(search(index, "book").map((result) => [result.type, result.matchScore])).toEqual([
      ...Array.from({ length: 5 }, () => ["booking", 90]),
      ["service", 30],
    ]);
  });

  it("link each card to its scheduling page with utm_source and utm_service", () => {
    const results = search(empty, "book", { schedulingUrls: SCHEDULING });
    expect(results.map((result) => result.calendlyUrl)).toEqual([
      "https://calendly.com/vantreo/assessment?utm_source=search&utm_service=assessment",
      "https://calendly.com/vantreo/half-day-workshop?utm_source=search&utm_service=workshop",
      "https://calendly.com/vantreo/60min?utm_source=search&utm_service=deep-dive",
      "https://calendly.com/vantreo/30min?utm_source=search&utm_service=consultation",
      "https://calendly.com/vantreo/15min?utm_source=search&utm_service=discovery",
    ]);
    expect(results[0]?.url).toBe(results[0]?.calendlyUrl);
  });

  it("fall back to the contact page with source and utm_service without a scheduling page", () => {
    const [assessment] = search(empty, "book");
    expect(assessment?.calendlyUrl).toBeUndefined();
    expect(assessment?.url).toBe("/contact?source=search&utm_service=assessment");
  });

  it("are not brought by a query under 2 characters", () => {
    expect(search(empty, "")).toEqual([]);
  });
});

describe("urgent words", () => {
  it("give the booking cards urgency 'high' and the 'Fast Track' badge", () => {
    const results = search(empty, "urgent");
    expect(results).toHaveLength(5);
    for (const result of results) {
      expect(result.urgency).toBe("high");
      expect(result.badge).toBe("Fast Track");
    }
  });

  it("are recognised in German and Arabic, and in phrases", () => {
    expect(search(empty, "dringend")[0]?.urgency).toBe("high");
    expect(search(empty, "عاجل")[0]?.urgency).toBe("high");
    expect(search(empty, "need help right away")[0]?.urgency).toBe("high");
  });

  it("give matching services the badge, but not articles", () => {
    const index = buildSearchIndex({
      services: [service({ slug: "s", title: "Fast data platform" })],
      insights: [document({ slug: "i", title: "Fast data, explained" })],
    });
    const results = search(index, "fast data");
    expect(results.map((result) => [result.type, result.urgency, result.badge])).toEqual([
      ...Array.from({ length: 5 }, () => ["booking", "high", "Fast Track"]),
      ["service", "high", "Fast Track"],
      ["insight", "normal", undefined],
    ]);
  });

  it("are absent from an ordinary query: urgency 'normal', no badge", () => {
    const [card] = search(empty, "book a call");
    expect(card?.urgency).toBe("normal");
    expect(card?.badge).toBeUndefined();
  });

  it("are whole words: 'breakfast' is not urgent", () => {
    const index = buildSearchIndex({ services: [service({ slug: "s", title: "Breakfast" })] });
    expect(search(index, "breakfast").map((result) => [result.type, result.urgency])).toEqual([
      ["service", "normal"],
    ]);
  });
});
