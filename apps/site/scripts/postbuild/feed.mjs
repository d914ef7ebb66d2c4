// An Atom feed of the insights, from the prerendered article pages.
import { writeFile } from "node:fs/promises";

function xmlEscape(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Atom XML for the English insight articles, newest first. */
export function feedXml(pages, origin) {
  const articles = pages
    .filter(
      (page) => page.path.startsWith("/insights/") && page.ogType === "article" && page.published,
    )
    .sort((a, b) => b.published.localeCompare(a.published));
  const updated = articles[0]?.published ?? new Date(0).toISOString();
  const entries = articles.map((page) =>
    [
      "  <entry>",
      `    <title>${xmlEscape(page.title?.replace(/ \| .*$/, "") ?? page.path)}</title>`,
      `    <link href="${xmlEscape(origin + page.path)}"/>`,
      `    <id>${xmlEscape(origin + page.path)}</id>`,
      `    <updated>${xmlEscape(page.published)}</updated>`,
      page.description ? `    <summary>${xmlEscape(page.description)}</summary>` : null,
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const xml = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `  <title>Vantreo Data &amp; AI — Insights</title>`,
    `  <link href="${xmlEscape(origin)}/insights"/>`,
    `  <link rel="self" href="${xmlEscape(origin)}/feed.xml"/>`,
    `  <id>${xmlEscape(origin)}/insights</id>`,
    `  <updated>${xmlEscape(updated)}</updated>`,
    `  <author><name>Vantreo Data &amp; AI</name></author>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
  return { xml, count: articles.length };
}

export async function writeFeed(client, pages, origin) {
  const { xml, count } = feedXml(pages, origin);
  await writeFile(`${client}feed.xml`, xml);
  return count;
}
