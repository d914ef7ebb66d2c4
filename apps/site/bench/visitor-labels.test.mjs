import { LOCALE_CODES } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { LABELS, localeOf } from "./visitor-labels.mjs";

describe("the bench's labels", () => {
  it("are the resources' strings, in every locale, none missing", () => {
    expect(Object.keys(LABELS)).toEqual([...LOCALE_CODES]);
    expect(LABELS.en.openMenu).toBe("Open menu");
    expect(LABELS.de.menu).toBe("Seitenmenü");
    expect(LABELS.ar.decline).toBe("رفض");
    for (const labels of Object.values(LABELS)) {
      for (const text of Object.values(labels)) expect(text).toMatch(/\S/);
    }
  });
});

describe("the locale of a path", () => {
  it("is German under /de, Arabic under /ar, English elsewhere", () => {
    expect(localeOf("/de/services")).toBe("de");
    expect(localeOf("/ar")).toBe("ar");
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/delivery")).toBe("en");
  });
});
