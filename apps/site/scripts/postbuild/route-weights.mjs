// Prints the JavaScript and CSS each route loads before any interaction, brotli-compressed, as served.
import { readFile } from "node:fs/promises";
import { brotli } from "./compress.mjs";

const sizeCache = new Map();

async function brotliSize(client, href) {
  if (!sizeCache.has(href)) {
    const body = await readFile(`${client}${href.replace(/^\//, "")}`);
    sizeCache.set(href, brotli(body).length);
  }
  return sizeCache.get(href);
}

/** Initial JS and CSS bytes (brotli) of each page, and how many script files it loads. */
export async function routeWeights(client, pages) {
  const rows = [];
  for (const page of pages) {
    let js = 0;
    let css = 0;
    for (const href of page.scripts) js += await brotliSize(client, href);
    for (const href of page.styles) css += await brotliSize(client, href);
    // A page's inline stylesheet travels in its HTML, compressed with the rest of the page.
    for (const text of page.inlineStyles ?? []) css += brotli(Buffer.from(text)).length;
    rows.push({ path: page.path, js, css, scripts: page.scripts.length });
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The build's table of the rows of {@link routeWeights}, one line per route. */
export function formatRouteWeights(rows) {
  const width = Math.max(...rows.map((row) => row.path.length), 5);
  const lines = rows.map(
    (row) =>
      `  ${row.path.padEnd(width)}  js ${kb(row.js).padStart(8)} in ${String(row.scripts).padStart(2)} files  css ${kb(row.css).padStart(8)}`,
  );
  return ["route weights (brotli, initial load):", ...lines].join("\n");
}
