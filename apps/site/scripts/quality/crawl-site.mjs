// A crawler for the served site (the whole-site link check): it follows every
// internal link from the start pages and requests every asset and hreflang alternate it meets.
import { htmlReferences } from "./html-references.mjs";

const SKIPPED_SCHEMES = /^(mailto|tel|sms|javascript|data|blob):/i;
// Extensions that are never pages: a HEAD request is enough (status and type).
const FILE_EXTENSION = /\.(?!html?$)[a-z0-9]{1,5}$/i;

/** "/about/" and "/about" are the same page (the server maps both to about/index.html). */
function normalizePath(pathname) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Crawls `origin` (the local server, e.g. http://127.0.0.1:4617) from `starts`.
 * Absolute URLs on `siteHosts` (the production hosts: www, region hosts) are the same site and
 * are requested on `origin` by path. Resolves to:
 * - `responses`: path → { status, type, refs } (refs: the page's htmlReferences, HTML only);
 * - `reached`: HTML pages answering 200 reached by following links from the starts;
 * - `edges`: every reference as { from, kind: "link" | "asset" | "alternate", ref, path, hash }.
 */
export async function crawlSite({ origin, starts, siteHosts = [], concurrency = 8 }) {
  const local = new URL(origin);
  const hosts = new Set([local.host, ...siteHosts]);
  const responses = new Map();
  const reached = new Set();
  const edges = [];
  const pending = new Map();

  const resolve = (ref, from) => {
    if (!ref || SKIPPED_SCHEMES.test(ref)) return null;
    const url = new URL(ref, new URL(from, origin));
    if (!/^https?:$/.test(url.protocol) || !hosts.has(url.host)) return null;
    return { path: normalizePath(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
  };

  const request = (path) => {
    if (!pending.has(path)) {
      pending.set(
        path,
        (async () => {
          const method = FILE_EXTENSION.test(path) ? "HEAD" : "GET";
          const response = await fetch(new URL(path, origin), { method, redirect: "manual" });
          const type = response.headers.get("content-type") ?? "";
          const html = method === "GET" && type.startsWith("text/html");
          const refs = html ? htmlReferences(await response.text()) : null;
          if (!html) await response.body?.cancel();
          responses.set(path, { status: response.status, type, refs });
          return responses.get(path);
        })(),
      );
    }
    return pending.get(path);
  };

  const queue = starts.map((start) => normalizePath(start));
  for (const start of queue) reached.add(start);
  const startSet = new Set(queue);
  const visit = async (path) => {
    const { status, refs } = await request(path);
    // An error page reached by a link is a broken link, not a page to crawl; a start page (the
    // not-found page, say) is crawled whatever its status.
    if (!refs || (status !== 200 && !startSet.has(path))) return;
    const lists = [
      ["link", refs.links],
      ["asset", refs.assets],
      ["alternate", refs.alternates.map((alternate) => alternate.href)],
    ];
    const others = [];
    for (const [kind, list] of lists) {
      for (const ref of list) {
        const target = resolve(ref, path);
        if (!target) continue;
        edges.push({ from: path, kind, ref, ...target });
        if (kind !== "link") others.push(request(target.path));
        else if (!reached.has(target.path)) {
          reached.add(target.path);
          queue.push(target.path);
        }
      }
    }
    await Promise.all(others);
  };
  // Breadth-first with at most `concurrency` pages in flight, until no page is left to visit.
  await new Promise((done, fail) => {
    let active = 0;
    const pump = () => {
      if (queue.length === 0 && active === 0) done();
      while (active < concurrency && queue.length > 0) {
        active += 1;
        visit(queue.shift()).then(() => {
          active -= 1;
          pump();
        }, fail);
      }
    };
    pump();
  });
  const pages = new Set(
    [...reached].filter((path) => {
      const response = responses.get(path);
      return response?.status === 200 && response.type.startsWith("text/html");
    }),
  );
  return { responses, reached: pages, edges };
}
