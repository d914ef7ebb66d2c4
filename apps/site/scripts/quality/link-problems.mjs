// Judges a crawl (crawl-site.mjs): broken links, missing assets, dead fragments, and hreflang
// alternates that fail or do not point back (Google Search Central, "Localized versions": if two
// pages do not both point to each other, the tags are ignored).

const OK = 200;

/**
 * The problems of a crawl, one sorted line each, in three groups:
 * - `links`: a link whose path does not answer 200, or whose `#id` names no element there;
 * - `assets`: an asset (src, srcset, stylesheet, icon, feed, og:image, module) not answering 200;
 * - `alternates`: an hreflang alternate not answering 200, or whose page lists no alternate back
 *   to the linking page's canonical URL.
 * `toPath(url)` maps an absolute URL to the path the site serves it at, so www.example.com/de/x
 * and de.example.com/de/x count as the same page of the same build.
 */
export function linkProblems(crawl, { toPath }) {
  const found = { links: new Set(), assets: new Set(), alternates: new Set() };
  const responseOf = (path) => crawl.responses.get(path);
  for (const edge of crawl.edges) {
    const group = found[`${edge.kind}s`];
    const target = responseOf(edge.path);
    // "#main-content" on a page is that page's own element, whatever the page's status (a 404
    // page's skip link works as well as any other's).
    const samePage = edge.kind === "link" && edge.path === edge.from && edge.hash !== "";
    const status = target?.status ?? 0;
    if (status !== OK && !samePage) {
      group.add(`${edge.from}: ${edge.kind} ${edge.ref} answers ${status || "nothing"}`);
      continue;
    }
    if (edge.kind === "link" && edge.hash && target?.refs && !target.refs.ids.includes(edge.hash)) {
      group.add(`${edge.from}: link ${edge.ref} has no element #${edge.hash}`);
    }
    if (edge.kind === "alternate" && target.refs) {
      const canonical = responseOf(edge.from)?.refs?.canonical;
      const back = target.refs.alternates.map((alternate) => toPath(alternate.href));
      if (canonical && !back.includes(toPath(canonical))) {
        group.add(`${edge.from}: alternate ${edge.ref} does not point back to ${canonical}`);
      }
    }
  }
  const sorted = (set) => [...set].sort();
  return {
    links: sorted(found.links),
    assets: sorted(found.assets),
    alternates: sorted(found.alternates),
  };
}
