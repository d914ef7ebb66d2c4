// The baseline of the bench: a minimal static page (plain HTML and a few hundred bytes of CSS)
// served by the same server code, measured under the same Lighthouse settings in the same run,
// so the site's LCP, TBT and FCP read as ratios that stay comparable on a loaded machine.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CSS = `:root { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 1rem; color: #0f172a; }
p { margin: 0 0 1rem; }
a { color: #1d4ed8; }
`;

const HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline page for the site benchmark</title>
<meta name="description" content="A minimal static page: the reference the site's load figures are divided by.">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/baseline.css">
</head>
<body>
<main>
<h1>Baseline page</h1>
<p>Plain HTML and a small stylesheet, served by the site's own production server. Lighthouse
measures it with the same mobile settings as every page of the site, in the same run.</p>
<p><a href="/">Back to the start</a></p>
</main>
</body>
</html>
`;

/** Writes the baseline page into a temporary folder; returns `{ root, remove }`. */
export function createBaselineSite() {
  const root = mkdtempSync(join(tmpdir(), "site-bench-baseline-"));
  writeFileSync(join(root, "index.html"), HTML);
  writeFileSync(join(root, "baseline.css"), CSS);
  writeFileSync(join(root, "404.html"), HTML);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
