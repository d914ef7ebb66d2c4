// The text of every page is set in a web font (font-display: swap). Found only through the
// stylesheet, the font arrives after the first paint, and the text reflows when it swaps in
// (Lighthouse measured CLS 0.05 to 0.2). Each page preloads the faces its language uses first:
// Inter (latin) for English and German, IBM Plex Sans Arabic (regular and semibold) for Arabic.
// And a page loads no other web font: the stylesheet's font stack for each language may name only
// the families that language preloads (checked on the built CSS, so a stack that names another
// web font fails the build instead of costing every page of that language a download).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";
import { filesUnder } from "./walk.mjs";

/** The font files each `<html lang>` preloads, as patterns of the built asset names. */
export const FONT_PRELOADS = Object.freeze({
  en: [/^inter-latin-wght-normal-[\w-]+\.woff2$/],
  de: [/^inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [
    /^ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
    /^ibm-plex-sans-arabic-arabic-600-normal-[\w-]+\.woff2$/,
  ],
});

/** The web font family each language's preloads belong to (as its @font-face rules name it). */
export const FONT_FAMILIES = Object.freeze({
  en: ["Inter Variable"],
  de: ["Inter Variable"],
  ar: ["IBM Plex Sans Arabic"],
});

const unquote = (name) => name.trim().replace(/^(["'])(.*)\1$/, "$2");
const families = (value) => postcss.list.comma(value).map(unquote);

/**
 * The web fonts (families with an @font-face rule) that the root font stack of a page in `lang`
 * names: the `font-family` of the last rule for `html` or `html[lang="<lang>"]` in `css`, read
 * with a CSS parser. The browser downloads a face only for a family the text is set in (CSS Fonts
 * Level 4, section 4.7), so these are the web fonts such a page may load for its text.
 */
export function webFontsOfLang(css, lang) {
  const root = postcss.parse(css);
  const declared = new Set();
  root.walkAtRules("font-face", (rule) =>
    rule.walkDecls("font-family", (decl) => declared.add(unquote(decl.value))),
  );
  const selectors = new Set(["html", `html[lang="${lang}"]`, `html[lang=${lang}]`]);
  let stack = [];
  root.walkRules((rule) => {
    if (!rule.selectors.some((selector) => selectors.has(selector.replace(/'/g, '"')))) return;
    rule.walkDecls("font-family", (decl) => {
      if (decl.parent === rule) stack = families(decl.value);
    });
  });
  const variables = new Map();
  root.walkDecls(/^--font-/, (decl) => variables.set(decl.prop, decl.value));
  const expanded = stack.flatMap((name) => {
    const variable = name.match(/^var\((--[\w-]+)\)$/)?.[1];
    return variable && variables.has(variable) ? families(variables.get(variable)) : [name];
  });
  return expanded.filter((name) => declared.has(name));
}

/** Throws when a language's font stack names a web font its pages do not preload. */
export function assertFontStacks(css, expected = FONT_FAMILIES) {
  for (const [lang, wanted] of Object.entries(expected)) {
    const named = webFontsOfLang(css, lang);
    const extra = named.filter((family) => !wanted.includes(family));
    if (extra.length > 0 || !wanted.every((family) => named.includes(family))) {
      throw new Error(
        `font stack of lang="${lang}": names the web fonts ${JSON.stringify(named)}, ` +
          `expected exactly ${JSON.stringify(wanted)} (what its pages preload)`,
      );
    }
  }
}

/** The built font files per language (throws when a pattern matches no file or several). */
export function fontFilesByLang(assetNames) {
  const byLang = {};
  for (const [lang, patterns] of Object.entries(FONT_PRELOADS)) {
    byLang[lang] = patterns.map((pattern) => {
      const found = assetNames.filter((name) => pattern.test(name));
      if (found.length !== 1) {
        throw new Error(`font preload ${pattern}: expected one built file, found ${found.length}`);
      }
      return `/assets/${found[0]}`;
    });
  }
  return byLang;
}

/** Adds the page's font preloads right after its stylesheet. */
export function addFontPreloads(html, byLang) {
  const lang = html.match(/<html\b[^>]*\blang="([^"]+)"/)?.[1]?.split("-")[0];
  const files = lang ? byLang[lang] : undefined;
  if (!files || html.includes('rel="preload" as="font"')) return html;
  const links = files
    .map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""/>`,
    )
    .join("");
  return html.replace(/<link rel="stylesheet"[^>]*>/, (tag) => `${tag}${links}`);
}

/** Preloads the fonts of every HTML document under `client`; returns how many changed. */
export async function writeFontPreloads(client) {
  const assets = await readdir(join(client, "assets"));
  for (const name of assets.filter((file) => file.endsWith(".css"))) {
    assertFontStacks(await readFile(join(client, "assets", name), "utf8"));
  }
  const byLang = fontFilesByLang(assets);
  let changed = 0;
  for await (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    const next = addFontPreloads(html, byLang);
    if (next !== html) {
      await writeFile(file, next);
      changed += 1;
    }
  }
  return changed;
}
