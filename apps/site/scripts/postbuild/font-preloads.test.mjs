import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  addFontPreloads,
  assertFontStacks,
  fontFilesByLang,
  webFontsOfLang,
} from "./font-preloads.mjs";

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

// The shape of the built stylesheet: Tailwind's theme variable, the kit's html rules, the faces.
const stylesheet = ({ latin, arabic }) => `
@font-face{font-family:"Inter Variable";src:url(/assets/inter-latin-wght-normal-Dx4k.woff2)}
@font-face{font-family:'IBM Plex Sans Arabic';font-weight:400;src:url(/assets/a-400.woff2)}
:root,:host{--font-sans:${latin}}
@layer base{html{font-family:var(--font-sans);color:red}html[lang=ar]{font-family:${arabic};line-height:1.7}}`;

describe("font stacks: each language names only the web font it preloads", () => {
  const kit = readFileSync(
    fileURLToPath(new URL("../../../../packages/ui/src/styles.css", import.meta.url)),
    "utf8",
  );

  it("reads the root stack of each language, through var(), keeping only families with @font-face", () => {
    const css = stylesheet({
      latin: '"Inter Variable",ui-sans-serif,system-ui,sans-serif',
      arabic: '"IBM Plex Sans Arabic",ui-sans-serif,system-ui,sans-serif',
    });
    expect(webFontsOfLang(css, "en")).toEqual(["Inter Variable"]);
    expect(webFontsOfLang(css, "de")).toEqual(["Inter Variable"]);
    expect(webFontsOfLang(css, "ar")).toEqual(["IBM Plex Sans Arabic"]);
    expect(() => assertFontStacks(css)).not.toThrow();
  });

  it("fails the build when the Arabic stack falls back to Inter: Arabic pages would load a Latin face", () => {
    const css = stylesheet({
      latin: '"Inter Variable",system-ui',
      arabic: '"IBM Plex Sans Arabic","Inter Variable",system-ui',
    });
    expect(() => assertFontStacks(css)).toThrow(/lang="ar".*"Inter Variable"/);
  });

  it("fails the build when the Latin stack names the Arabic font", () => {
    const css = stylesheet({
      latin: '"Inter Variable","IBM Plex Sans Arabic",system-ui',
      arabic: '"IBM Plex Sans Arabic",system-ui',
    });
    expect(() => assertFontStacks(css)).toThrow(/lang="en".*"IBM Plex Sans Arabic"/);
  });

  it("holds for the UI kit's stylesheet: Latin pages name Inter only, Arabic pages Plex Arabic only", () => {
    // The kit imports its faces from @fontsource; declared here as the built stylesheet has them.
    const faces =
      '@font-face{font-family:"Inter Variable"}@font-face{font-family:"IBM Plex Sans Arabic"}';
    expect(() => assertFontStacks(`${faces}${kit}`)).not.toThrow();
  });
});
