// The text of every page is set in a web font (font-display: swap); each page preloads the faces
// its language uses first (app/components/shell/locale-fonts.ts renders the preloads with React):
// Inter (latin) for English and German, IBM Plex Sans Arabic (regular and semibold) for Arabic.
// Checked here on the built site, so a mistake fails the build instead of costing every page:
// - a page loads no other web font: the stylesheet's font stack for each language may name only
//   the families that language preloads;
// - each page preloads exactly its language's faces, at the very URL the built stylesheet loads
//   them from (a preload of another URL is a second download of the same font).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";
import valueParser from "postcss-value-parser";

/** The font files each `<html lang>` preloads, as patterns of the built asset URLs. */
export const FONT_PRELOADS = Object.freeze({
  en: [/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/],
  de: [/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/],
  ar: [
    /^\/assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
    /^\/assets\/ibm-plex-sans-arabic-arabic-600-normal-[\w-]+\.woff2$/,
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

/**
 * The font files `css` loads: each `url()` in the `src` of an @font-face rule (CSS Fonts Level 4,
 * the `src` descriptor; read with postcss and postcss-value-parser), mapped to that rule's family.
 */
export function fontFaceUrls(css) {
  const urls = new Map();
  postcss.parse(css).walkAtRules("font-face", (rule) => {
    let family;
    rule.walkDecls("font-family", (decl) => (family = unquote(decl.value)));
    rule.walkDecls("src", (decl) => {
      valueParser(decl.value).walk((node) => {
        if (node.type === "function" && node.value.toLowerCase() === "url" && node.nodes[0]) {
          urls.set(node.nodes[0].value, family);
        }
      });
    });
  });
  return urls;
}

/**
 * Throws unless every page preloads exactly its language's faces (`FONT_PRELOADS`), each at a URL
 * the built stylesheet (`css`) loads for a family of that language (`FONT_FAMILIES`).
 */
export function assertFontPreloads(pages, css) {
  const urls = fontFaceUrls(css);
  for (const page of pages) {
    const lang = page.lang?.split("-")[0];
    const patterns = FONT_PRELOADS[lang];
    if (!patterns) throw new Error(`${page.path}: no font preloads known for lang="${page.lang}"`);
    const fail = (why) => {
      throw new Error(`${page.path}: font preloads ${JSON.stringify(page.fontPreloads)}: ${why}`);
    };
    for (const href of page.fontPreloads) {
      if (!urls.has(href)) fail(`${href} is not a URL the built stylesheet loads a font from`);
      if (!FONT_FAMILIES[lang].includes(urls.get(href))) {
        fail(`${href} is a face of "${urls.get(href)}", not of the lang="${lang}" fonts`);
      }
    }
    const matched = patterns.every(
      (pattern) => page.fontPreloads.filter((href) => pattern.test(href)).length === 1,
    );
    if (!matched || page.fontPreloads.length !== patterns.length) {
      fail(`expected exactly one each of ${patterns.join(", ")}`);
    }
  }
}

/** Checks the font stacks of the built stylesheets and the font preloads of every page. */
export async function checkFonts(client, pages) {
  const assets = join(client, "assets");
  const sheets = (await readdir(assets)).filter((file) => file.endsWith(".css"));
  const css = (await Promise.all(sheets.map((name) => readFile(join(assets, name), "utf8")))).join(
    "\n",
  );
  assertFontStacks(css);
  assertFontPreloads(pages, css);
}
