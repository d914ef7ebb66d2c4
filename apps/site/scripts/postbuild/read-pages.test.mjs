import { describe, expect, it } from "vitest";
import { parsePage } from "./read-pages.mjs";

// As React writes a page: attributes in React's order, character references, and the island
// scripts inside the inert <template> the loader empties after the first paint.
const html = `<!DOCTYPE html><html lang="de" dir="ltr"><head><meta charSet="utf-8"/>
<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/assets/inter-1.woff2"/>
<link href="/assets/root-1.css" precedence="default" rel="stylesheet"/>
<style>a>b{color:red}</style>
<title>Daten &amp; KI &#x27;Lakehouse&#39; &lt;neu&gt; &quot;jetzt&quot;</title>
<meta content="Lakehouse &amp; mehr" name="description"/>
<meta property="og:type" content="article"/><meta content="2025-10-21" property='article:published_time'/>
<link href="https://www.vantreo.com/de/data-architecture?a=1&amp;b=2" rel=canonical>
<link rel="alternate" hrefLang="en" href="https://www.vantreo.com/data-architecture"/>
<link hreflang="x-default" href="https://www.vantreo.com/data-architecture" rel="alternate"/>
<link rel="alternate" type="application/atom+xml" href="/feed.xml"/>
<link rel="modulepreload" href="/assets/root-1.js"/></head>
<body><main><p>Text mit &lt;script src="/assets/fake.js"&gt; als Zeichen</p></main>
<script type="application/json" id="vantreo-islands">{"src":"/assets/not-a-script.js"}</script>
<template id="vantreo-island-scripts"><link rel="modulepreload" href="/assets/island-1.js"/><script type="module" src="/assets/entry-1.js"></script></template>
<script>var t=document.getElementById("vantreo-island-scripts")</script></body></html>`;

describe("parsePage", () => {
  const page = parsePage(html, "/de/data-architecture");

  it("reads the head facts, whatever the attribute order and quoting", () => {
    expect(page).toMatchObject({
      path: "/de/data-architecture",
      lang: "de",
      description: "Lakehouse & mehr",
      robots: "index,follow",
      ogType: "article",
      published: "2025-10-21",
      styles: ["/assets/root-1.css"],
    });
  });

  it("decodes character references as a browser does", () => {
    expect(page.title).toBe(`Daten & KI 'Lakehouse' <neu> "jetzt"`);
    expect(page.canonical).toBe("https://www.vantreo.com/de/data-architecture?a=1&b=2");
  });

  it("lists the language alternates only (hrefLang in any letter case), not the feed", () => {
    expect(page.alternates).toEqual([
      { hreflang: "en", href: "https://www.vantreo.com/data-architecture" },
      { hreflang: "x-default", href: "https://www.vantreo.com/data-architecture" },
    ]);
  });

  it("collects the scripts the page loads, those in the island template included, and no text", () => {
    expect(page.scripts.sort()).toEqual([
      "/assets/entry-1.js",
      "/assets/island-1.js",
      "/assets/root-1.js",
    ]);
  });

  it("reads the font preloads", () => {
    expect(page.fontPreloads).toEqual(["/assets/inter-1.woff2"]);
  });

  it("reads the text of the inline stylesheets", () => {
    expect(page.inlineStyles).toEqual(["a>b{color:red}"]);
  });

  it("reads a page without robots meta as indexable and a page without head facts as empty", () => {
    expect(parsePage("<p>hi</p>", "/x")).toMatchObject({
      lang: undefined,
      title: undefined,
      canonical: undefined,
      robots: "index,follow",
      alternates: [],
      scripts: [],
      styles: [],
      inlineStyles: [],
      fontPreloads: [],
    });
  });
});
