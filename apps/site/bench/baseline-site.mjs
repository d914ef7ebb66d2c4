// The baseline of the bench: a truly blank page (minimal HTML, no stylesheet, no font, no script)
// served by the site's own server code and measured under the same Lighthouse settings in the
// same run. It is the floor the machine and the browser set: what a page costs before any of our
// CSS, fonts or JavaScript, so each page's TBT is read against it (plus 150 ms) and its LCP as a
// multiple of it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

/** Writes the blank page into a temporary folder; returns `{ root, remove }`. */
export function createBaselineSite() {
  const root = mkdtempSync(join(tmpdir(), "site-bench-baseline-"));
  writeFileSync(join(root, "index.html"), BLANK_HTML);
  writeFileSync(join(root, "404.html"), BLANK_HTML);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
