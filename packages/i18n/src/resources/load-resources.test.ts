import { describe, expect, it } from "vitest";
import { createI18nInstance } from "../instance/create-i18n-instance";
import { loadResources } from "./load-resources";
import { RESOURCES } from "./resources";

describe("loadResources", () => {
  it("loads the strings of the one locale asked for", async () => {
    expect(await loadResources("de")).toEqual(RESOURCES.de);
    expect(await loadResources("ar")).toEqual(RESOURCES.ar);
    expect(await loadResources("en")).toEqual(RESOURCES.en);
  });

  it("feeds an instance that carries only the visitor's language", async () => {
    const i18n = createI18nInstance("ar", { ar: await loadResources("ar") });
    expect(i18n.t("common:skipLink")).toBe("انتقلوا إلى المحتوى الرئيسي");
    expect(i18n.hasResourceBundle("de", "common")).toBe(false);
  });
});
