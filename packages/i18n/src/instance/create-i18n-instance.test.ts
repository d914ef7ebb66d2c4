import { describe, expect, it } from "vitest";
import { RESOURCES } from "../resources/resources";
import { createI18nInstance } from "./create-i18n-instance";

describe("createI18nInstance", () => {
  it("holds only the resources it is given", () => {
    const i18n = createI18nInstance("de", { de: RESOURCES.de });
    expect(i18n.t("header.openMenu")).toBe("Menü öffnen");
    expect(i18n.hasResourceBundle("en", "common")).toBe(false);
    expect(i18n.hasResourceBundle("ar", "common")).toBe(false);
  });

  it("accepts the site's own namespaces beside the shared ones", () => {
    const i18n = createI18nInstance("en", {
      en: { ...RESOURCES.en, home: { hero: { title: "Private AI that pays off" } } },
    });
    expect(i18n.t("home:hero.title")).toBe("Private AI that pays off");
    expect(i18n.t("errors:boundary.retry")).toBe("Try Again");
  });

  it("routes number, currency, percent and date formats through Latin digits", () => {
    const i18n = createI18nInstance("ar", {
      ar: {
        sample: {
          amount: "{{value, number}}",
          price: "{{value, currency(SAR)}}",
          share: "{{value, percent}}",
          day: "{{value, datetime}}",
        },
      },
    });
    expect(i18n.t("sample:amount", { value: 1234567 })).toBe("1,234,567");
    expect(i18n.t("sample:price", { value: 5000 })).toContain("5,000");
    expect(i18n.t("sample:share", { value: 0.6 })).toContain("60");
    expect(i18n.t("sample:day", { value: new Date("2025-01-14") })).toBe("14 يناير 2025");
  });
});
