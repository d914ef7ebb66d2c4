import { describe, expect, it } from "vitest";
import { PAGE_TABLE } from "./page-table.fixture";
import { toEnglishPath } from "./to-english-path";

describe("toEnglishPath", () => {
  it.each(PAGE_TABLE)("maps %s back from %s and %s", (en, de, ar) => {
    expect(toEnglishPath(de)).toBe(en);
    expect(toEnglishPath(ar)).toBe(en);
    expect(toEnglishPath(en)).toBe(en);
  });

  it("maps /de/privacy and /ar/privacy to /privacy-policy", () => {
    expect(toEnglishPath("/de/privacy")).toBe("/privacy-policy");
    expect(toEnglishPath("/ar/privacy/")).toBe("/privacy-policy");
  });

  it("strips the prefix of a path that is not a localized page", () => {
    expect(toEnglishPath("/de/insights")).toBe("/insights");
    expect(toEnglishPath("/ar/privacy-policy")).toBe("/privacy-policy");
  });

  it("keeps a query string", () => {
    expect(toEnglishPath("/de/contact?source=footer")).toBe("/contact?source=footer");
  });
});
