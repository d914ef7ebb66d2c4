// What a served HTML document points at, read from its markup: the links a visitor can follow and
// the files the page needs (the link check). The HTML is read by parse5, the WHATWG parser, as a
// browser reads it: attribute names in any case, any quoting, character references decoded, and
// nothing inside a script, a comment or an attribute value taken for markup. A <template>'s
// contents count (the island loader inserts the page's scripts from one).
import { parse } from "parse5";

// Modules an inline module script imports, such as React Router's manifest and entry (this reads
// JavaScript, not HTML).
const INLINE_IMPORT = /\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*"(\/[^"]+\.m?js)"/g;
// <link rel> values that name a file the page loads or offers (not a navigation).
const ASSET_RELS = new Set([
  "stylesheet",
  "icon",
  "shortcut",
  "apple-touch-icon",
  "mask-icon",
  "manifest",
  "modulepreload",
  "preload",
  "prefetch",
]);
// Elements whose src, srcset, poster or (SVG <use>) href name a file the page loads.
const REFERENCING_TAGS = new Set([
  "script",
  "img",
  "source",
  "iframe",
  "video",
  "audio",
  "track",
  "embed",
  "input",
  "use",
]);
const IMAGE_METAS = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]);

/** Every element under `node` in tree order, the contents of each <template> included. */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    if (child.tagName === "template") yield* elements(child.content);
    yield* elements(child);
  }
}

const textOf = (element) =>
  element.childNodes
    .filter((node) => node.nodeName === "#text")
    .map((node) => node.value)
    .join("");

/** The URLs of a srcset attribute ("a.png 1x, b.png 2x" → ["a.png", "b.png"]). */
function srcsetUrls(value) {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/**
 * The references of one HTML document:
 * - `links`: hrefs of <a> and <area> (navigations, downloads, fragments, mailto: …);
 * - `assets`: files it loads or offers — src, srcset, poster, <link> stylesheets, icons,
 *   preloads and feeds, og:image/twitter:image, and modules imported by inline scripts;
 * - `alternates`: hreflang alternates; `canonical`; `noindex` from the robots meta; `ids`.
 */
export function htmlReferences(html) {
  const links = [];
  const assets = [];
  const alternates = [];
  const ids = [];
  let canonical;
  let noindex = false;
  for (const element of elements(parse(html))) {
    const tag = element.tagName;
    const attrs = new Map(element.attrs.map(({ name, value }) => [name, value]));
    const get = (name) => attrs.get(name);
    if (get("id")) ids.push(get("id"));
    if ((tag === "a" || tag === "area") && get("href") !== undefined) links.push(get("href"));
    if (tag === "link") {
      const rels = (get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = get("href");
      if (!href) continue;
      if (rels.includes("canonical")) canonical = href;
      else if (rels.includes("alternate") && get("hreflang")) {
        alternates.push({ hreflang: get("hreflang"), href });
      } else if (rels.includes("alternate") || rels.some((rel) => ASSET_RELS.has(rel))) {
        assets.push(href);
      }
      if (get("imagesrcset")) assets.push(...srcsetUrls(get("imagesrcset")));
      continue;
    }
    if (tag === "meta") {
      const key = (get("property") ?? get("name") ?? "").toLowerCase();
      if (IMAGE_METAS.has(key) && get("content")) assets.push(get("content"));
      if (key === "robots" && /\bnoindex\b/i.test(get("content") ?? "")) noindex = true;
      continue;
    }
    if (tag === "script" && get("src") === undefined) {
      for (const imported of textOf(element).matchAll(INLINE_IMPORT)) assets.push(imported[1]);
      continue;
    }
    if (!REFERENCING_TAGS.has(tag)) continue;
    if (tag === "input" && (get("type") ?? "").toLowerCase() !== "image") continue;
    for (const name of ["src", "poster"]) if (get(name)) assets.push(get(name));
    if (get("srcset")) assets.push(...srcsetUrls(get("srcset")));
    if (tag === "use" && get("href") && !get("href").startsWith("#")) assets.push(get("href"));
  }
  return { links, assets, alternates, canonical, noindex, ids };
}
