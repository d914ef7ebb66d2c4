import { describe, expect, it } from "vitest";
import { feedXml } from "./feed.mjs";
import { parsePage } from "./read-pages.mjs";
import { robotsTxt, sitemapXml } from "./sitemap.mjs";

const html = `<!DOCTYPE html><html lang="de" dir="ltr"><head><title>Datenarchitektur | Vantreo Data &amp; AI</title>
<meta name="description" content="Lakehouse &amp; mehr"/><link rel="canonical" href="https://www.vantreo.com/de/data-architecture"/>
<link rel="alternate" hrefLang="en" href="https://www.vantreo.com/data-architecture"/>
<link rel="alternate" hreflang="x-default" href="https://www.vantreo.com/data-architecture"/>
<link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head>
<body><script type="module">import "/assets/manifest-1.js"; import("/assets/entry.client-1.js");</script></body></html>`;

describe("parsePage", () => {
  const page = parsePage(html, "/de/data-architecture");

  it("reads the head facts back from the HTML", () => {
    expect(page).toMatchObject({
      lang: "de",
      title: "Datenarchitektur | Vantreo Data & AI",
      description: "Lakehouse & mehr",
      robots: "index,follow",
      canonical: "https://www.vantreo.com/de/data-architecture",
    });
  });

  it("collects the scripts the page loads, preloaded or imported", () => {
    expect(page.scripts.sort()).toEqual([
      "/assets/entry.client-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
    ]);
    expect(page.styles).toEqual(["/assets/root-1.css"]);
  });
});

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
