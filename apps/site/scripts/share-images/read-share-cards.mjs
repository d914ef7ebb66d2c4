// Finds the share cards the prerendered pages ask for: every page whose og:image points into
// /og/{locale}/ (app/seo/share-image.ts decides which pages those are). What a card says comes
// from the page's own head, so the image always matches what the page shows: the title is
// og:title without the brand suffix, the kind is og:image:alt before ": {title}", the language
// is <html lang>.
// The head is read by parse5, the WHATWG parser, as a browser reads it (any quoting, attribute
// order and character references).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { LOCALE_CODES } from "@vantreo/i18n";
import { parse } from "parse5";

// A card's image: /og/{locale}/{name}.png, in one of the site's locales.
const CARD_IMAGE = new RegExp(`^/og/(?:${LOCALE_CODES.join("|")})/[^/]+\\.png$`);

/**
 * The head facts a card needs: each `<meta property|name>`'s content and `<html lang>`.
 * @param {string} html
 */
function headOf(html) {
  const document = parse(html);
  /** @param {any} element @param {string} name */
  const attr = (element, name) =>
    element.attrs.find((/** @type {any} */ a) => a.name === name)?.value;
  const htmlElement = document.childNodes.find(
    (/** @type {any} */ node) => node.tagName === "html",
  );
  const head = htmlElement?.childNodes.find((/** @type {any} */ node) => node.tagName === "head");
  /** @type {Map<string, string>} */
  const metas = new Map();
  for (const node of head?.childNodes ?? []) {
    if (node.tagName !== "meta") continue;
    const key = attr(node, "property") ?? attr(node, "name");
    const content = attr(node, "content");
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  return { metas, lang: htmlElement ? attr(htmlElement, "lang") : undefined };
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
  const { metas, lang } = headOf(html);
  const image = metas.get("og:image");
  const path = image && new URL(image, "https://site.invalid").pathname;
  if (!path || !CARD_IMAGE.test(path)) return null;
  const fullTitle = metas.get("og:title") ?? "";
  const suffix = ` | ${brand}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const alt = metas.get("og:image:alt") ?? "";
  const locale = lang ?? "en";
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
