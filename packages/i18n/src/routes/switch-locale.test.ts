import { describe, expect, it } from "vitest";
import { DATAROOM_TABLE, ENGLISH_ONLY, PAGE_TABLE } from "./page-table.fixture";
import { switchLocale } from "./switch-locale";

describe("switchLocale", () => {
  it.each(PAGE_TABLE)("switches %s, %s and %s into each other", (en, de, ar) => {
    expect(switchLocale(en, "", "de")).toBe(de);
    expect(switchLocale(en, "", "ar")).toBe(ar);
    expect(switchLocale(de, "", "en")).toBe(en);
    expect(switchLocale(ar, "", "en")).toBe(en);
    expect(switchLocale(de, "", "ar")).toBe(ar);
    expect(switchLocale(ar, "", "de")).toBe(de);
  });

  it.each(DATAROOM_TABLE.slice(0, 4))(
    "switches the data room page %s between languages",
    (en, de, ar) => {
      expect(switchLocale(en, "", "ar")).toBe(ar);
      expect(switchLocale(de, "", "en")).toBe(en);
      expect(switchLocale(ar, "", "de")).toBe(de);
    },
  );

  it("maps the privacy page between /privacy-policy and /privacy", () => {
    expect(switchLocale("/privacy-policy", "", "ar")).toBe("/ar/privacy");
    expect(switchLocale("/de/privacy", "", "en")).toBe("/privacy-policy");
  });

  it("keeps the query string, with or without its question mark", () => {
    expect(switchLocale("/contact", "?location=atlanta", "de")).toBe(
      "/de/contact?location=atlanta",
    );
    expect(switchLocale("/ar/contact", "source=footer&subject=AI", "en")).toBe(
      "/contact?source=footer&subject=AI",
    );
  });

  it("adds no question mark for an empty query", () => {
    expect(switchLocale("/about", "?", "de")).toBe("/de/about");
  });

  it.each(ENGLISH_ONLY)("falls back to the target's home from %s", (path) => {
    expect(switchLocale(path, "", "de")).toBe("/de");
    expect(switchLocale(path, "", "ar")).toBe("/ar");
  });

  it("keeps the query string on the fallback to home", () => {
    expect(switchLocale("/insights", "?utm_source=news", "ar")).toBe("/ar?utm_source=news");
  });

  it("falls back to English home from a path that does not exist under /de", () => {
    expect(switchLocale("/de/not-a-page", "", "en")).toBe("/");
  });

  it("stays on the same page when the target is the current locale", () => {
    expect(switchLocale("/insights/private-ai-roi", "?a=1", "en")).toBe(
      "/insights/private-ai-roi?a=1",
    );
    expect(switchLocale("/de/careers", "", "de")).toBe("/de/careers");
  });
});
