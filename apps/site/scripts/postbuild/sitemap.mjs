// sitemap.xml (with hreflang alternates) and robots.txt, from the prerendered pages.
import { writeFile } from "node:fs/promises";

function xmlEscape(text) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Pages a search engine may index: not noindex, and canonical to themselves (aliases are not). */
export function indexablePages(pages) {
  return pages.filter(
    (page) =>
      !/noindex/i.test(page.robots) &&
      (!page.canonical ||
        new URL(page.canonical).pathname.replace(/\/$/, "") === page.path.replace(/\/$/, "")),
  );
}

/** Builds the sitemap XML: one <url> per indexable page with its alternates. */
export function sitemapXml(pages, origin) {
  const urls = indexablePages(pages).map((page) => {
    const loc = page.canonical ?? `${origin}${page.path}`;
    const alternates = page.alternates
      .filter((alt) => alt.href.startsWith(origin))
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${xmlEscape(alt.hreflang)}" href="${xmlEscape(alt.href)}"/>`,
      );
    return [`  <url>`, `    <loc>${xmlEscape(loc)}</loc>`, ...alternates, `  </url>`].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

export async function writeSitemap(client, pages, origin) {
  await writeFile(`${client}sitemap.xml`, sitemapXml(pages, origin));
  return indexablePages(pages).length;
}

/** robots.txt: everything public except the data room, with the sitemap's address. */
export function robotsTxt(origin) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dataroom",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export async function writeRobots(client, origin) {
  await writeFile(`${client}robots.txt`, robotsTxt(origin));
}
