import { describe, expect, it } from "vitest";
import { LOCALES, localeFromPath } from "./locales";

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

  it("marks Arabic right-to-left and the others left-to-right", () => {
    expect(LOCALES.ar.dir).toBe("rtl");
    expect(LOCALES.en.dir).toBe("ltr");
    expect(LOCALES.de.dir).toBe("ltr");
  });
});
