import { describe, expect, it } from "vitest";
import { sortByDateDesc } from "./sort-by-date";

describe("sortByDateDesc", () => {
  it("puts the newest item first", () => {
    const items = [
      { slug: "a", date: "2025-01-14" },
      { slug: "b", date: "2025-10-21" },
      { slug: "c", date: "2025-06-16" },
    ];
    expect(sortByDateDesc(items).map((i) => i.slug)).toEqual(["b", "c", "a"]);
  });

  it("does not mutate its input", () => {
    const items = [
      { slug: "a", date: "2025-01-14" },
      { slug: "b", date: "2025-02-01" },
    ];
    sortByDateDesc(items);
    expect(items[0]?.slug).toBe("a");
  });
});
