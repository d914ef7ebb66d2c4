// Reads every prerendered page back: its path and the head facts the other steps need.
// The HTML is read by parse5, the WHATWG-conformant parser (the HTML Standard's tokenizer and
// tree construction, section 13.2), so attribute order, quoting, letter case and character
// references (section 13.5) are read as a browser reads them.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { parse } from "parse5";

const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;

/**
 * Every element of the document in tree order, the contents of each <template> included: a
 * template's children live in its inert document fragment (HTML Standard 4.12.3), and the island
 * scripts wait there until the loader inserts them.
 */
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

/** Parses the facts of one prerendered HTML document. */
export function parsePage(html, path) {
  const all = [...elements(parse(html))];
  const named = (tagName) => all.filter((element) => element.tagName === tagName);
  const links = named("link");
  const linksWithRel = (rel) => links.filter((link) => attr(link, "rel") === rel);
  const meta = (key, value) =>
    attr(named("meta").find((tag) => attr(tag, key) === value) ?? { attrs: [] }, "content");
  const title = named("title")[0];
  const scripts = new Set([
    ...linksWithRel("modulepreload").map((link) => attr(link, "href")),
    ...named("script")
      .map((script) => attr(script, "src"))
      .filter((src) => src !== undefined),
  ]);
  return {
    path,
    lang: attr(named("html")[0], "lang"),
    title: title ? textOf(title) : undefined,
    description: meta("name", "description"),
    robots: meta("name", "robots") ?? "index,follow",
    canonical: attr(linksWithRel("canonical")[0] ?? { attrs: [] }, "href"),
    ogType: meta("property", "og:type"),
    published: meta("property", "article:published_time"),
    alternates: linksWithRel("alternate")
      .filter((link) => attr(link, "hreflang"))
      .map((link) => ({ hreflang: attr(link, "hreflang"), href: attr(link, "href") })),
    scripts: [...scripts],
    styles: linksWithRel("stylesheet").map((link) => attr(link, "href")),
    inlineStyles: named("style").map(textOf),
    fontPreloads: linksWithRel("preload")
      .filter((link) => attr(link, "as") === "font")
      .map((link) => attr(link, "href")),
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
