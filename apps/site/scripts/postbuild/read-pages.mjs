// Reads every prerendered page back: its path and the head facts the other steps need.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

function attr(tag, name) {
  const match = tag.match(new RegExp(`\\b${name}="([^"]*)"`));
  return match ? decodeEntities(match[1]) : undefined;
}

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function metaContent(html, key, value) {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (attr(tag, key) === value) return attr(tag, "content");
  }
  return undefined;
}

/** Parses the facts of one prerendered HTML document. */
export function parsePage(html, path) {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  const alternates = links
    .filter((tag) => attr(tag, "rel") === "alternate" && attr(tag, "hreflang"))
    .map((tag) => ({ hreflang: attr(tag, "hreflang"), href: attr(tag, "href") }));
  const canonicalTag = links.find((tag) => attr(tag, "rel") === "canonical");
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const scripts = new Set();
  for (const tag of links) {
    if (attr(tag, "rel") === "modulepreload") scripts.add(attr(tag, "href"));
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(
    /import\s*(?:[^"'()]*from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g,
  )) {
    scripts.add(match[1]);
  }
  const styles = links
    .filter((tag) => attr(tag, "rel") === "stylesheet")
    .map((tag) => attr(tag, "href"));
  return {
    path,
    lang: html.match(/<html\b[^>]*\blang="([^"]+)"/)?.[1],
    title: title ? decodeEntities(title) : undefined,
    description: metaContent(html, "name", "description"),
    robots: metaContent(html, "name", "robots") ?? "index,follow",
    canonical: canonicalTag ? attr(canonicalTag, "href") : undefined,
    ogType: metaContent(html, "property", "og:type"),
    published: metaContent(html, "property", "article:published_time"),
    alternates,
    scripts: [...scripts],
    styles,
  };
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(full);
    } else if (entry.name === "index.html") {
      yield full;
    }
  }
}

/** Every prerendered page under `client` (the 404 page is not a page of the sitemap). */
export async function readPages(client) {
  const pages = [];
  for await (const file of htmlFiles(client)) {
    const rel = relative(client, file).split(sep).slice(0, -1).join("/");
    const html = await readFile(file, "utf8");
    pages.push(parsePage(html, `/${rel}`));
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
