import { describe, expect, it } from "vitest";
import { isLocale, LOCALE_CODES, LOCALES, localeFromPath } from "./locales";

describe("localeFromPath", () => {
  it("reads German and Arabic from their prefixes", () => {
    expect(localeFromPath("/de")).toBe("de");
    expect(localeFromPath("/ar/services")).toBe("ar");
  });

  it("falls back to English for unprefixed and look-alike paths", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/design")).toBe("en");
    expect(localeFromPath("/services/ar")).toBe("en");
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
