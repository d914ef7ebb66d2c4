// Finds the share cards the prerendered pages ask for: every page whose og:image points into
// /og/{locale}/ (app/seo/share-image.ts decides which pages those are). What a card says comes
// from the page's own head, so the image always matches what the page shows: the title is
// og:title without the brand suffix, the kind is og:image:alt before ": {title}", the language
// is <html lang>.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** @param {string} text */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name) => {
    if (name[0] === "#") {
      const code =
        name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[/** @type {keyof typeof ENTITIES} */ (name.toLowerCase())] ?? match;
  });
}

/** @param {string} html @param {string} key @param {string} value */
function metaContent(html, key, value) {
  const pattern = new RegExp(`<meta[^>]*\\b${key}="${value.replace(/[.:]/g, "\\$&")}"[^>]*>`, "i");
  const tag = html.match(pattern)?.[0];
  const content = tag?.match(/\bcontent="([^"]*)"/i)?.[1];
  return content === undefined ? undefined : decodeEntities(content);
}

/**
 * @typedef {{ image: string, title: string, kind: string, locale: string, page: string }} ShareCardRequest
 */

/**
 * The card a page asks for, or null (a page on the default image, or no page at all).
 * @param {string} html
 * @param {string} page the page's path, for error messages
 * @param {string} brand
 * @returns {ShareCardRequest | null}
 */
export function shareCardOfPage(html, page, brand) {
  const image = metaContent(html, "property", "og:image");
  const path = image && new URL(image, "https://site.invalid").pathname;
  if (!path || !/^\/og\/(en|de|ar)\/[^/]+\.png$/.test(path)) return null;
  const fullTitle = metaContent(html, "property", "og:title") ?? "";
  const suffix = ` | ${brand}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const alt = metaContent(html, "property", "og:image:alt") ?? "";
  const locale = html.match(/<html[^>]*\blang="([a-z]{2})/i)?.[1] ?? "en";
  if (!title || !alt.endsWith(`: ${title}`)) {
    throw new Error(`${page}: og:image:alt must read "{kind}: ${title}" (got "${alt}")`);
  }
  return { image: path, title, kind: alt.slice(0, -(title.length + 2)), locale, page };
}

/**
 * Every card the built pages ask for, one per image file.
 * @param {string} client the build's client directory
 * @param {string} brand
 * @returns {Promise<ShareCardRequest[]>}
 */
export async function readShareCards(client, brand) {
  /** @type {Map<string, ShareCardRequest>} */
  const cards = new Map();
  /** @param {string} dir */
  async function walk(dir) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "og") await walk(full);
      } else if (entry.name === "index.html") {
        const page = `/${full.slice(client.length).replace(/\/?index\.html$/, "")}`;
        const card = shareCardOfPage(await readFile(full, "utf8"), page, brand);
        if (card && !cards.has(card.image)) cards.set(card.image, card);
      }
    }
  }
  await walk(client);
  return [...cards.values()].sort((a, b) => a.image.localeCompare(b.image));
}
