import { describe, expect, it } from "vitest";
import { isLocale, LOCALE_CODES, LOCALE_PREFIX_PATTERN, LOCALES, localeFromPath } from "./locales";

describe("localeFromPath", () => {
  it("reads German and Arabic from their prefixes", () => {
    expect(localeFromPath("/de")).toBe("de");
    expect(localeFromPath("/ar/services")).toBe("ar");
  });

  it("falls back to English for unprefixed and look-alike paths", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/design")).toBe("en");
    expect(localeFromPath("/services/ar")).toBe("en");
    // English has no prefix: /en is a path like any other.
    expect(localeFromPath("/en/services")).toBe("en");
  });
});

describe("LOCALE_PREFIX_PATTERN", () => {
  it("is the prefixed locales as an alternation, derived from LOCALES", () => {
    expect(LOCALE_PREFIX_PATTERN).toBe("/de|/ar");
    const staff = new RegExp(`^(?:${LOCALE_PREFIX_PATTERN})?/desk$`);
    expect(
      ["/desk", "/de/desk", "/ar/desk", "/en/desk", "/fr/desk"].map((path) => staff.test(path)),
    ).toEqual([true, true, true, false, false]);
  });
});

describe("LOCALES", () => {
  it("marks Arabic right-to-left and the others left-to-right", () => {
    expect(LOCALES.ar.dir).toBe("rtl");
    expect(LOCALES.en.dir).toBe("ltr");
    expect(LOCALES.de.dir).toBe("ltr");
  });

  it("labels each language in its own script, in selector order", () => {
    expect(LOCALE_CODES.map((code) => LOCALES[code].label)).toEqual([
      "English",
      "Deutsch",
      "العربية",
    ]);
  });

  it("puts English at the root, German under /de and Arabic under /ar", () => {
    expect(LOCALE_CODES.map((code) => [LOCALES[code].prefix, LOCALES[code].htmlLang])).toEqual([
      ["", "en"],
      ["/de", "de"],
      ["/ar", "ar"],
    ]);
  });
});

describe("isLocale", () => {
  it("accepts the three codes and nothing else", () => {
    expect(["en", "de", "ar", "fr", "toString", 1].map(isLocale)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
