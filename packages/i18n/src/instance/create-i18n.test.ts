import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "../resources/resources";
import { createI18n } from "./create-i18n";

describe("createI18n", () => {
  it("translates as soon as it returns, without awaiting init", () => {
    const i18n = createI18n("de");
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t("errors:boundary.reload")).toBe("Seite neu laden");
    expect(i18n.t("header.search")).toBe("Suche");
  });

  it("gives each render its own instance, apart from the i18next singleton", () => {
    const first = createI18n("en");
    const second = createI18n("ar");
    void first.changeLanguage("de");
    expect(first.t("menu.groups.services")).toBe("Leistungen");
    expect(second.language).toBe("ar");
    expect(second.t("menu.groups.services")).toBe("الخدمات");
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });

  it("does not let one render's added strings reach the next render", () => {
    const first = createI18n("de");
    first.addResource("de", "common", "header.search", "Geändert");
    expect(first.t("header.search")).toBe("Geändert");
    expect(createI18n("de").t("header.search")).toBe("Suche");
    expect(RESOURCES.de.common).toHaveProperty(["header", "search"], "Suche");
  });

  it("reports the text direction of each locale", () => {
    expect(createI18n("ar").dir()).toBe("rtl");
    expect(createI18n("de").dir()).toBe("ltr");
    expect(createI18n("en").dir()).toBe("ltr");
  });

  it("interpolates without HTML-escaping, since React escapes", () => {
    const i18n = createI18n("en");
    expect(i18n.t("brand.name")).toBe("Vantreo Data & AI");
    expect(i18n.t("leads:endpoint_missing", { email: "hello@vantreo.com" })).toBe(
      "Contact form is temporarily unavailable. Please email hello@vantreo.com",
    );
  });

  it("uses the six Arabic plural forms for 0, 1, 2, 3, 11 and 100", () => {
    const { t } = createI18n("ar");
    expect([0, 1, 2, 3, 11, 100].map((count) => t("search:resultCount", { count }))).toEqual([
      "لا توجد نتائج",
      "نتيجة واحدة",
      "نتيجتان",
      "3 نتائج",
      "11 نتيجة",
      "100 نتيجة",
    ]);
  });

  it("uses the Arabic forms in tool labels too", () => {
    const { t } = createI18n("ar");
    expect(t("tools:roi.results.paybackMonths", { count: 2, months: "2" })).toBe("شهران");
    expect(t("tools:roi.results.paybackMonths", { count: 7, months: "7" })).toBe("7 أشهر");
    expect(t("tools:roi.results.paybackMonths", { count: 14, months: "14" })).toBe("14 شهرًا");
  });

  it("uses German singular for 1 and plural for 2", () => {
    const { t } = createI18n("de");
    expect(t("search:resultCount", { count: 1 })).toBe("1 Ergebnis");
    expect(t("search:resultCount", { count: 2 })).toBe("2 Ergebnisse");
    expect(t("tools:roi.results.paybackMonths", { count: 1, months: "1" })).toBe("1 Monat");
    expect(t("tools:roi.results.paybackMonths", { count: 2, months: "2" })).toBe("2 Monate");
  });

  it("uses English singular for 1 and plural otherwise", () => {
    const { t } = createI18n("en");
    expect(t("search:resultCount", { count: 1 })).toBe("1 result");
    expect(t("search:resultCount", { count: 0 })).toBe("0 results");
  });

  it("formats counts inside strings with each language's grouping and Latin digits", () => {
    expect(createI18n("ar").t("search:resultCount", { count: 1000 })).toBe("1,000 نتيجة");
    expect(createI18n("de").t("search:resultCount", { count: 1000 })).toBe("1.000 Ergebnisse");
  });
});
