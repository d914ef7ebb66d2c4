/**
 * A crawl of the whole built site from /, /de and /ar finds no broken internal link and no
 * missing asset: one crawl of the served site, over HTTP without a
 * browser, judged four ways. The not-found pages are crawled too: every locale's 404 page links
 * somewhere, and those links must work.
 */
import { expect, test } from "@playwright/test";
import { crawlSite, type SiteCrawl } from "../../scripts/quality/crawl-site.mjs";
import { linkProblems, type LinkProblems } from "../../scripts/quality/link-problems.mjs";
import { NOT_FOUND_PATHS } from "./site-pages";

/** The path a URL is served at: "/about/" and "https://de.vantreo.com/about" are both "/about". */
function toPath(url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function decodeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

// One crawl for all four checks: the tests of this group run in order in one worker.
test.describe.configure({ mode: "default" });

test.describe("the crawl of the served site", () => {
  let sitemapPaths: Set<string>;
  let crawl: SiteCrawl;
  let problems: LinkProblems;

  test.beforeAll(async ({ baseURL }) => {
    const origin = baseURL ?? "";
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      decodeXml(match[1] ?? ""),
    );
    const alternates = [...sitemap.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((match) =>
      decodeXml(match[1] ?? ""),
    );
    sitemapPaths = new Set(locs.map(toPath));
    // The production hosts (www and the region hosts) serve this same build.
    const siteHosts = [...new Set([...locs, ...alternates].map((url) => new URL(url).host))];
    crawl = await crawlSite({ origin, starts: ["/", "/de", "/ar", ...NOT_FOUND_PATHS], siteHosts });
    problems = linkProblems(crawl, { toPath });
  });

  test("reaches every page listed in sitemap.xml", () => {
    expect(sitemapPaths.size).toBeGreaterThan(100);
    const unreached = [...sitemapPaths].filter((path) => !crawl.reached.has(path)).sort();
    expect(unreached, `in sitemap.xml but linked from no page:\n${unreached.join("\n")}`).toEqual(
      [],
    );
  });

  test("finds only pages that are in sitemap.xml, unless noindex or canonical to another page", () => {
    const missing = [...crawl.reached]
      .filter((path) => {
        const refs = crawl.responses.get(path)?.refs;
        if (sitemapPaths.has(path) || refs?.noindex) return false;
        // An alias (say /resources/private-ai-roi) names its canonical page, which must be listed.
        return !(
          refs?.canonical &&
          toPath(refs.canonical) !== path &&
          sitemapPaths.has(toPath(refs.canonical))
        );
      })
      .sort();
    expect(missing, `reached but not in sitemap.xml:\n${missing.join("\n")}`).toEqual([]);
  });

  test("finds no broken internal link and no missing asset, feed or share image", () => {
    // The parser sees the head's references: without them this test would pass vacuously.
    const assets = new Set(
      crawl.edges.filter((edge) => edge.kind === "asset").map((edge) => edge.path),
    );
    // The icon is a data: URL in the page (app/root.tsx); /favicon.svg is still served.
    expect([...assets]).toEqual(expect.arrayContaining(["/feed.xml"]));
    expect(
      [...assets].some((path) => /\.(png|jpe?g|webp)$/.test(path) && path.startsWith("/og/")),
    ).toBe(true);
    expect([...assets].some((path) => path.startsWith("/assets/") && path.endsWith(".js"))).toBe(
      true,
    );
    const report = [...problems.links, ...problems.assets];
    expect(report, report.join("\n")).toEqual([]);
  });

  test("every hreflang alternate answers 200 and points back to its page", () => {
    expect(crawl.edges.filter((edge) => edge.kind === "alternate").length).toBeGreaterThan(300);
    expect(problems.alternates, problems.alternates.join("\n")).toEqual([]);
  });
});
