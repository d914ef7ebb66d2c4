// The Content-Security-Policy of the site's pages (site-policy.mjs applies it per page). It allows
// no inline script except the exact ones a page shipped at build time, by hash (CSP Level 3,
// section 8.3): postbuild hashes each page's scripts once, the servers never hash what they serve.
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 source expressions for every inline script of an HTML document (CSP Level 2). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const EMPTY_TRACKERS = { script: [], img: [], connect: [], frame: [] };

/**
 * The Content-Security-Policy of a page, given its inline script hashes, extra connect sources
 * and the hosts of the build's trackers (`trackerCspSources`; none without tracker ids).
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  connectSrc = [],
  trackers = EMPTY_TRACKERS,
} = {}) {
  const list = (...items) => items.flat().join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptHashes, trackers.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", trackers.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", connectSrc, trackers.connect)}`,
    trackers.frame.length ? `frame-src ${list(trackers.frame)}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}
