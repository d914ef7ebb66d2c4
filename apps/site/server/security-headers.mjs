// Production security headers, the same set documented for a CDN deployment (see README).
// The CSP allows no inline script except the exact ones a page ships, by hash.
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

/** Headers sent with every response. */
export const BASE_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};
