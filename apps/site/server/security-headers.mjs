// The Content-Security-Policy of the site's pages (site-policy.mjs applies it per page). It allows
// no inline script or style except the exact ones a page shipped at build time, by hash (CSP
// Level 3, section 8.3): postbuild reads each page once (scripts/postbuild/script-hashes.mjs),
// the servers never hash what they serve.
import { createHash } from "node:crypto";
import { parse } from "parse5";

/** A CSP hash source of a text (CSP Level 3, section 8.3: sha256 of its UTF-8 bytes). */
export function cspHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// The JavaScript MIME type essences (WHATWG MIME Sniffing, section 4.6): a <script> with one of
// these, no type or an empty one is a classic script (HTML, "prepare the script element").
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);
// Types the browser runs too, and that CSP's script-src governs when inline.
const OTHER_EXECUTABLE_TYPES = new Set(["module", "importmap", "speculationrules"]);

/**
 * Whether a <script> with this `type` attribute runs (or is read by the browser as code), so a
 * CSP must allow it. Any other type (`application/json`, `application/ld+json`) is a data block:
 * the browser never runs it and CSP does not govern it (HTML, "prepare the script element").
 */
export function isExecutableScriptType(type) {
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return essence === "" || JAVASCRIPT_TYPES.has(essence) || OTHER_EXECUTABLE_TYPES.has(essence);
}

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const text = (node) => (node.childNodes ?? []).map((child) => child.value ?? "").join("");

/**
 * What a page carries inline, read with an HTML parser as a browser reads it: its executable
 * inline scripts (`scripts`), its data blocks (`dataBlocks`, never run), its `<style>` elements
 * (`styles`) and the values of its `style` attributes (`styleAttributes`, entity-decoded, as CSP
 * hashes them), template contents included (the island loader inserts them). `metaPolicy` is
 * true when the page declares a policy of its own in a `<meta http-equiv>` (the build refuses
 * that: every policy is the server's, site-policy.mjs).
 */
export function inlineCode(html) {
  const found = {
    scripts: [],
    dataBlocks: [],
    styles: [],
    styleAttributes: [],
    metaPolicy: false,
  };
  const visit = (node) => {
    const name = node.tagName;
    if (name === "script" && attribute(node, "src") === undefined) {
      const body = text(node);
      if (body.trim() !== "") {
        if (isExecutableScriptType(attribute(node, "type"))) found.scripts.push(body);
        else found.dataBlocks.push(body);
      }
    } else if (name === "style") {
      const body = text(node);
      if (body !== "") found.styles.push(body);
    } else if (
      name === "meta" &&
      attribute(node, "http-equiv")?.toLowerCase() === "content-security-policy"
    ) {
      found.metaPolicy = true;
    }
    const style = name ? attribute(node, "style") : undefined;
    if (style !== undefined && style.trim() !== "") found.styleAttributes.push(style);
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

/** The hash sources of `texts`, each once, in first-seen order. */
export function distinctHashes(texts) {
  return [...new Set(texts.map(cspHash))];
}

/** sha256 source expressions for every executable inline script of an HTML document. */
export function inlineScriptHashes(html) {
  return distinctHashes(inlineCode(html).scripts);
}

const EMPTY_TRACKERS = { script: [], img: [], connect: [], frame: [] };

/**
 * The Content-Security-Policy of a page, given the hashes of its inline scripts, `<style>`
 * elements and `style` attributes, extra connect sources and the hosts of the build's trackers
 * (`trackerCspSources`; none without tracker ids, and none on a page that runs no tracker).
 *
 * Styles: no `'unsafe-inline'`. `style-src` allows the site's files and each `<style>` element by
 * hash; `style-src-attr` allows exactly the `style` attributes the build wrote (`'unsafe-hashes'`
 * with their hashes: code highlighting colours, table cell alignment, image aspect ratios), or
 * none. Styles that scripts set through the CSSOM (React's `style` prop, adopted stylesheets) are
 * not governed by CSP.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  styleAttributeHashes = [],
  connectSrc = [],
  trackers = EMPTY_TRACKERS,
} = {}) {
  const list = (...items) => items.flat().join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptHashes, trackers.script)}`,
    `style-src ${list("'self'", styleHashes)}`,
    styleAttributeHashes.length
      ? `style-src-attr ${list("'unsafe-hashes'", styleAttributeHashes)}`
      : "style-src-attr 'none'",
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

/** The CSP of a page of the build: its manifest entry (script-hashes.mjs) and the trackers. */
export function pagePolicy(entry, { trackers = EMPTY_TRACKERS, connectSrc = [] } = {}) {
  return contentSecurityPolicy({
    scriptHashes: entry?.scripts ?? [],
    styleHashes: entry?.styles ?? [],
    styleAttributeHashes: entry?.styleAttributes ?? [],
    connectSrc,
    // A page the build did not record, or a staff page, gets no tracker host.
    trackers: entry?.trackers ? trackers : EMPTY_TRACKERS,
  });
}
