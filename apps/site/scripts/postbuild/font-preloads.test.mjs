import { describe, expect, it } from "vitest";
import { addFontPreloads, fontFilesByLang } from "./font-preloads.mjs";

const assets = [
  "app-1.css",
  "inter-latin-wght-normal-Dx4k.woff2",
  "inter-latin-ext-wght-normal-DO1A.woff2",
  "inter-cyrillic-wght-normal-DqGu.woff2",
  "ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2",
  "ibm-plex-sans-arabic-arabic-600-normal-0pRd.woff2",
];

const page = (lang) =>
  `<html lang="${lang}"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-1.css"/><title>t</title></head><body></body></html>`;

describe("font preloads", () => {
  const byLang = fontFilesByLang(assets);

  it("picks Inter's latin face for English and German, Plex Arabic 400 and 600 for Arabic", () => {
    expect(byLang.en).toEqual(["/assets/inter-latin-wght-normal-Dx4k.woff2"]);
    expect(byLang.de).toEqual(byLang.en);
    expect(byLang.ar).toEqual([
      "/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2",
      "/assets/ibm-plex-sans-arabic-arabic-600-normal-0pRd.woff2",
    ]);
  });

  it("adds them right after the stylesheet, crossorigin as fonts require, once", () => {
    const html = addFontPreloads(page("ar"), byLang);
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app-1.css"/><link rel="preload" as="font" type="font/woff2" href="/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2" crossorigin=""/><link rel="preload" as="font" type="font/woff2" href="/assets/ibm-plex-sans-arabic-arabic-600-normal-0pRd.woff2" crossorigin=""/>',
    );
    expect(addFontPreloads(html, byLang)).toBe(html);
    expect(addFontPreloads(page("de"), byLang)).toContain("inter-latin-wght-normal-Dx4k.woff2");
  });

  it("fails the build when a font is missing or ambiguous", () => {
    expect(() =>
      fontFilesByLang(assets.filter((name) => !name.startsWith("inter-latin-wght"))),
    ).toThrow(/found 0/);
    expect(() => fontFilesByLang([...assets, "inter-latin-wght-normal-Zz99.woff2"])).toThrow(
      /found 2/,
    );
  });
});
