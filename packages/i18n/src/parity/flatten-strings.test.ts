import { describe, expect, it } from "vitest";
import { flattenStrings } from "./flatten-strings";

describe("flattenStrings", () => {
  it("joins nested keys with dots", () => {
    expect([...flattenStrings({ a: "1", b: { c: "2", d: { e: "3" } } })]).toEqual([
      ["a", "1"],
      ["b.c", "2"],
      ["b.d.e", "3"],
    ]);
  });
});
