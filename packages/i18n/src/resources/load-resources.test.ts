import { describe, expect, it } from "vitest";
import { createTranslator } from "../translate/create-translator";
import { loadResources } from "./load-resources";
import { RESOURCES } from "./resources";

describe("loadResources", () => {
  it("loads the strings of the one locale asked for", async () => {
    expect(await loadResources("de")).toEqual(RESOURCES.de);
    expect(await loadResources("ar")).toEqual(RESOURCES.ar);
    expect(await loadResources("en")).toEqual(RESOURCES.en);
  });

  it("feeds a translator that carries only the visitor's language", async () => {
    const translator = createTranslator("ar", { ar: await loadResources("ar") });
    expect(translator.t("common:skipLink")).toBe("انتقلوا إلى المحتوى الرئيسي");
  });
});
