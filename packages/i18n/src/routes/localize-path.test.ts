import { describe, expect, it } from "vitest";
import { hasLocalizedVersion, localizePath } from "./localize-path";
import { ENGLISH_ONLY, PAGE_TABLE } from "./page-table.fixture";

describe("localizePath", () => {
  it.each(PAGE_TABLE)("maps %s to %s in German and %s in Arabic", (en, de, ar) => {
    expect(localizePath(en, "de")).toBe(de);
    expect(localizePath(en, "ar")).toBe(ar);
  });

  it("maps the English privacy policy to /privacy, not /privacy-policy", () => {
    expect(localizePath("/privacy-policy", "de")).toBe("/de/privacy");
    expect(localizePath("/privacy-policy", "ar")).toBe("/ar/privacy");
  });

  it.each(ENGLISH_ONLY)("falls back to the locale's home for %s", (path) => {
    expect(localizePath(path, "de")).toBe("/de");
    expect(localizePath(path, "ar")).toBe("/ar");
  });

  it("leaves English paths as they are, only dropping a trailing slash", () => {
    expect(localizePath("/insights/private-ai-roi", "en")).toBe("/insights/private-ai-roi");
    expect(localizePath("/about/", "en")).toBe("/about");
    expect(localizePath("/", "en")).toBe("/");
  });

  it("keeps a query string and hash given with the path", () => {
    expect(localizePath("/contact?location=atlanta", "de")).toBe("/de/contact?location=atlanta");
    expect(localizePath("/about/#team", "ar")).toBe("/ar/about#team");
  });

  it("does not treat /privacy as an English page", () => {
    expect(localizePath("/privacy", "de")).toBe("/de");
  });
});

describe("hasLocalizedVersion", () => {
  it.each(PAGE_TABLE)("says %s exists in German and Arabic", (en) => {
    expect(hasLocalizedVersion(en, "de")).toBe(true);
    expect(hasLocalizedVersion(en, "ar")).toBe(true);
  });

  it.each(ENGLISH_ONLY)("says %s exists only in English", (path) => {
    expect(hasLocalizedVersion(path, "de")).toBe(false);
    expect(hasLocalizedVersion(path, "ar")).toBe(false);
    expect(hasLocalizedVersion(path, "en")).toBe(true);
  });
});
