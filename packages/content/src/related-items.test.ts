import { describe, expect, it } from "vitest";
import { relatedItems } from "./related-items";

const item = (slug: string, date: string, ...tags: string[]) => ({ slug, date, tags });

describe("relatedItems", () => {
  const current = item("current", "2025-05-01", "AI Governance", "NIST AI RMF", "Risk");
  const items = [
    current,
    item("one-tag-new", "2025-09-01", "risk"),
    item("two-tags", "2025-02-01", "NIST AI RMF", "AI Governance"),
    item("unrelated", "2025-10-01", "Data Engineering"),
    item("one-tag-old", "2025-03-01", "AI Governance"),
    item("three-tags", "2025-01-14", "ai governance", "nist ai rmf", "RISK"),
  ];

  it("orders by shared tags (ignoring case), then newest, and leaves out itself and unrelated items", () => {
    expect(relatedItems(current, items, 10).map((i) => i.slug)).toEqual([
      "three-tags",
      "two-tags",
      "one-tag-new",
      "one-tag-old",
    ]);
  });

  it("returns three items by default", () => {
    expect(relatedItems(current, items).map((i) => i.slug)).toEqual([
      "three-tags",
      "two-tags",
      "one-tag-new",
    ]);
  });

  it("is empty when nothing shares a tag", () => {
    expect(relatedItems(item("x", "2025-01-14", "Robotics"), items)).toEqual([]);
  });
});
