import { describe, expect, it } from "vitest";
import { htmlReferences } from "./html-references.mjs";

const html = `<!DOCTYPE html><html lang="de"><head>
<link rel="canonical" href="https://www.example.com/de/x"/>
<link rel="alternate" hrefLang="en" href="https://www.example.com/x"/>
<link rel="alternate" type="application/atom+xml" title="Feed" href="/feed.xml"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/a-1.js"/>
<meta name="robots" content="noindex,follow"/>
<meta property="og:image" content="https://www.example.com/og/card.png"/>
<script>window.__ctx = {"html":"<a href=\\"/from-data\\">x</a>"};</script>
<script type="module">import "/assets/manifest-1.js"; import("/assets/entry-1.js");</script>
</head><body><!-- <a href="/commented-out">old</a> -->
<a href="#main" id="skip">Skip</a><main id="main"><a href="/about?x=1&amp;y=2#team">About</a>
<a href="mailto:a@example.com">Mail</a><img src="/images/a.png" srcset="/images/a.png 1x, /images/a@2x.png 2x" alt="">
<picture><source srcset="/images/b.avif" type="image/avif"></picture><input type="text" src="/not-an-asset.png">
<video poster="/images/poster.jpg"></video></main></body></html>`;

describe("htmlReferences of a page with a head, body links, images and inline scripts", () => {
  const refs = htmlReferences(html);

  it("lists the body's links as written, entities decoded, and none quoted inside scripts or comments", () => {
    expect(refs.links).toEqual(["#main", "/about?x=1&y=2#team", "mailto:a@example.com"]);
  });

  it("lists every file the page needs or offers", () => {
    expect(refs.assets.sort()).toEqual(
      [
        "/feed.xml",
        "/favicon.svg",
        "/assets/root-1.css",
        "/assets/a-1.js",
        "https://www.example.com/og/card.png",
        "/assets/manifest-1.js",
        "/assets/entry-1.js",
        "/images/a.png",
        "/images/a.png",
        "/images/a@2x.png",
        "/images/b.avif",
        "/images/poster.jpg",
      ].sort(),
    );
  });

  it("reads the canonical, the hreflang alternates (any case) and noindex", () => {
    expect(refs.canonical).toBe("https://www.example.com/de/x");
    expect(refs.alternates).toEqual([{ hreflang: "en", href: "https://www.example.com/x" }]);
    expect(refs.noindex).toBe(true);
  });

  it("collects the ids fragments can point at", () => {
    expect(refs.ids).toEqual(["skip", "main"]);
  });

  it("counts a page without a robots meta as indexable", () => {
    expect(htmlReferences("<html><head></head></html>").noindex).toBe(false);
  });
});

describe("htmlReferences reads markup as a browser parses it (parse5)", () => {
  const refs = htmlReferences(`<!DOCTYPE html><html><head>
<template id="vantreo-island-scripts"><link rel="modulepreload" href="/assets/island-1.js"><script type="module" src="/assets/entry-1.js"></script></template>
</head><body>
<a HREF='/single?a=1&amp;b=2' data-note="a > b">Single</a><a href=/unquoted>Unquoted</a>
<textarea><a href="/in-a-textarea">not a link</a></textarea>
<a title="<a href='/in-an-attribute'>" href="/real">Real</a>
<noscript><a href="/noscript">kept as text by a scripting browser</a></noscript>
</body></html>`);

  it("takes links in any quoting and case, and none from text or attribute values", () => {
    expect(refs.links).toEqual(["/single?a=1&b=2", "/unquoted", "/real"]);
  });

  it("counts the island scripts a <template> holds until the loader inserts them", () => {
    expect(refs.assets.sort()).toEqual(["/assets/entry-1.js", "/assets/island-1.js"]);
  });
});
