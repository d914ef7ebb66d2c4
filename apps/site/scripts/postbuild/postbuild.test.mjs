import { describe, expect, it } from "vitest";
import { feedXml } from "./feed.mjs";
import { parsePage } from "./read-pages.mjs";
import { robotsTxt, sitemapXml } from "./sitemap.mjs";

const html = `<!DOCTYPE html><html lang="de" dir="ltr"><head><title>Datenarchitektur | Vantreo Data &amp; AI</title>
<meta name="description" content="Lakehouse &amp; mehr"/><link rel="canonical" href="https://www.vantreo.com/de/data-architecture"/>
<link rel="alternate" hrefLang="en" href="https://www.vantreo.com/data-architecture"/>
<link rel="alternate" hreflang="x-default" href="https://www.vantreo.com/data-architecture"/>
<link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head>
<body></body></html>`;

describe("sitemapXml", () => {
  it("lists indexable pages with their alternates and skips noindex pages", () => {
    const pages = [
      parsePage(html, "/de/data-architecture"),
      { path: "/dataroom", robots: "noindex,nofollow", alternates: [] },
    ];
    const xml = sitemapXml(pages, "https://www.vantreo.com");
    expect(xml).toContain("<loc>https://www.vantreo.com/de/data-architecture</loc>");
    expect(xml).toContain('hreflang="x-default" href="https://www.vantreo.com/data-architecture"');
    expect(xml).not.toContain("dataroom");
  });
});

describe("robotsTxt", () => {
  it("points at the sitemap and keeps the data room out", () => {
    expect(robotsTxt("https://www.vantreo.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /dataroom\n\nSitemap: https://www.vantreo.com/sitemap.xml\n",
    );
  });
});

describe("feedXml", () => {
  it("lists English insight articles newest first", () => {
    const pages = [
      {
        path: "/insights/old",
        ogType: "article",
        published: "2025-01-14",
        title: "Old | Vantreo Data & AI",
      },
      {
        path: "/insights/new",
        ogType: "article",
        published: "2025-10-21",
        title: "New | Vantreo Data & AI",
      },
      { path: "/about", ogType: "website" },
    ];
    const { xml, count } = feedXml(pages, "https://www.vantreo.com");
    expect(count).toBe(2);
    expect(xml.indexOf("<title>New</title>")).toBeLessThan(xml.indexOf("<title>Old</title>"));
  });
});
