// The baselines of the bench, served by the site's own server code and measured under the same
// settings in the same run: a truly blank page (minimal HTML, no stylesheet, no font, no script),
// the floor the machine and the browser set for a page load, so each page's LCP is read as a
// multiple of it; and a static page with one button whose handler does nothing, the floor of an
// interaction's latency (interactions.mjs), so each interaction's INP is read against it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// One line of text for FCP and LCP to measure; an empty data: icon spares a /favicon.ico request.
export const BLANK_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blank page</title>
<link rel="icon" href="data:,">
</head>
<body>
<p>Blank page.</p>
</body>
</html>
`;

/** The one-button page, at /button/: its script (a file, as the CSP allows) adds a handler that does nothing. */
export const BUTTON_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One button</title>
<link rel="icon" href="data:,">
<script src="/button/button.js" defer></script>
</head>
<body>
<p>One button.</p>
<button type="button" id="baseline-button">Press</button>
</body>
</html>
`;

export const BUTTON_SCRIPT = `document.getElementById("baseline-button").addEventListener("click", () => {});
`;

/** The path of the one-button page. */
export const BUTTON_PATH = "/button/";

/** Writes the blank page into a temporary folder; returns `{ root, remove }`. */
export function createBaselineSite() {
  const root = mkdtempSync(join(tmpdir(), "site-bench-baseline-"));
  writeFileSync(join(root, "index.html"), BLANK_HTML);
  writeFileSync(join(root, "404.html"), BLANK_HTML);
  mkdirSync(join(root, "button"));
  writeFileSync(join(root, "button", "index.html"), BUTTON_HTML);
  writeFileSync(join(root, "button", "button.js"), BUTTON_SCRIPT);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
