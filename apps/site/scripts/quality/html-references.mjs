// What a served HTML document points at, read from its markup: the links a visitor can follow and
// the files the page needs (the link check). React writes attributes in double quotes; names
// are matched case-insensitively (React prints hrefLang, HTML says hreflang).
const TAG =
  /<(a|area|link|script|img|source|meta|iframe|video|audio|track|embed|input|use)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
// Modules an inline module script imports, such as React Router's manifest and entry.
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
const IMAGE_METAS = new Set(["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]);

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(source) {
  const result = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    result.set(match[1].toLowerCase(), decodeEntities(value));
  }
  return result;
}

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
  let canonical;
  let noindex = false;
  // Script bodies and comments may quote markup (serialized loader data): not references.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  for (const match of markup.matchAll(TAG)) {
    const tag = match[1].toLowerCase();
    const attrs = attributes(match[2]);
    const get = (name) => attrs.get(name);
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
    if (tag === "input" && (get("type") ?? "").toLowerCase() !== "image") continue;
    for (const name of ["src", "poster"]) if (get(name)) assets.push(get(name));
    if (get("srcset")) assets.push(...srcsetUrls(get("srcset")));
    if (tag === "use" && get("href") && !get("href").startsWith("#")) assets.push(get("href"));
  }
  for (const script of html.matchAll(INLINE_SCRIPT)) {
    for (const imported of script[1].matchAll(INLINE_IMPORT)) assets.push(imported[1]);
  }
  const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1]));
  return { links, assets, alternates, canonical, noindex, ids };
}
