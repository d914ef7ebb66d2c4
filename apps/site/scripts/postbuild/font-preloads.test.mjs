import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  assertFontPreloads,
  assertFontStacks,
  fontFaceUrls,
  webFontsOfLang,
} from "./font-preloads.mjs";

const page = (lang, fontPreloads) => ({ path: `/${lang}`, lang, fontPreloads });

// The faces as the built stylesheet declares them (Vite rewrote the @fontsource URLs).
const faces = `
@font-face{font-family:"Inter Variable";src:url(/assets/inter-latin-ext-wght-normal-DO1A.woff2) format("woff2-variations")}
@font-face{font-family:"Inter Variable";src:url(/assets/inter-latin-wght-normal-Dx4k.woff2) format("woff2-variations")}
@font-face{font-family:IBM Plex Sans Arabic;font-weight:400;src:url("/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2") format("woff2"),url(/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff) format("woff")}
@font-face{font-family:'IBM Plex Sans Arabic';font-weight:600;src:url('/assets/ibm-plex-sans-arabic-arabic-600-normal-0pRd.woff2')}`;
const inter = "/assets/inter-latin-wght-normal-Dx4k.woff2";
const arabic400 = "/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2";
const arabic600 = "/assets/ibm-plex-sans-arabic-arabic-600-normal-0pRd.woff2";

describe("font preloads of the built pages", () => {
  it("reads each @font-face URL with its family, quoted or not", () => {
    const urls = fontFaceUrls(faces);
    expect(urls.get(inter)).toBe("Inter Variable");
    expect(urls.get(arabic400)).toBe("IBM Plex Sans Arabic");
    expect(urls.get(arabic600)).toBe("IBM Plex Sans Arabic");
    expect(urls.size).toBe(5);
  });

  it("accepts Inter's latin face on English and German pages, Plex Arabic 400 and 600 on Arabic", () => {
    const pages = [page("en", [inter]), page("de", [inter]), page("ar", [arabic600, arabic400])];
    expect(() => assertFontPreloads(pages, faces)).not.toThrow();
  });

  it("fails the build when a preload is not the file the stylesheet loads (a second download)", () => {
    const elsewhere = "/assets/inter-latin-wght-normal-Other1.woff2";
    expect(() => assertFontPreloads([page("en", [elsewhere])], faces)).toThrow(
      /Other1\.woff2 is not a URL the built stylesheet loads/,
    );
  });

  it("fails the build when a page preloads another language's face, one too many or too few", () => {
    expect(() => assertFontPreloads([page("en", [inter, arabic400])], faces)).toThrow(
      /face of "IBM Plex Sans Arabic", not of the lang="en" fonts/,
    );
    expect(() => assertFontPreloads([page("ar", [arabic400])], faces)).toThrow(/exactly one each/);
    expect(() => assertFontPreloads([page("ar", [arabic400, arabic400])], faces)).toThrow(
      /exactly one each/,
    );
    expect(() => assertFontPreloads([page("de", [])], faces)).toThrow(/exactly one each/);
    expect(() =>
      assertFontPreloads([page("de", ["/assets/inter-latin-ext-wght-normal-DO1A.woff2"])], faces),
    ).toThrow(/exactly one each/);
  });

  it("fails the build for a page in a language it has no fonts for", () => {
    expect(() => assertFontPreloads([page("fr", [inter])], faces)).toThrow(/lang="fr"/);
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
