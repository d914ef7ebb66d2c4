// The staff app's initial JavaScript (issue 31: at most 150 KB brotli): what its shell page loads
// before any interaction (the entry, React, the shell, the staff-app island; not the public
// pages' site-shell chunk: scripts/client-chunks.mjs) plus the app itself,
// which the island imports right after hydration (React Router, TanStack Query, the frame, the
// sign-in, the inbox and the spam folder) with every chunk that import preloads, and the staff
// consoles' translations (i18next, react-i18next and the staff strings), which `ClientIsland`
// imports as soon as it renders, before the app's first paint. What the app
// loads on first use (a lead's page, privacy, staff, mail, account, the data room: React Router's
// `lazy`; the invitation page, the spam folder's row actions, the by-contact list) is not part
// of it.
import { readFile } from "node:fs/promises";
import { brotli } from "../postbuild/compress.mjs";

/** The paths of the staff app's shells, one per locale (site-policy.mjs, STAFF_APP). */
export const STAFF_APP_SHELL_PATHS = ["/desk", "/de/desk", "/ar/desk"];

/** The chunk of the staff app's island, which imports the app (app/staff-app). */
const STAFF_APP_ISLAND_CHUNK = /^\/assets\/staff-app-island-/;

/**
 * The chunk of the staff consoles' translations (app/components/staff/staff-translations.tsx),
 * imported dynamically by `ClientIsland` (a chunk the island imports statically) on its first
 * render: part of the first load wherever it is imported from.
 */
const STAFF_TRANSLATIONS_CHUNK = /^staff-translations-[^/]+\.js$/;

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
/** The preload list of a dynamic import (Vite's `__vite__mapDeps`): client-relative file names. */
const PRELOADED = /["'](assets\/[^"']+\.js)["']/g;

/**
 * The scripts the staff app loads on its first load, from the shell page's `scripts` (hrefs):
 * their static imports, the dynamic import of the staff translations (i18next) from any of them,
 * and, in the staff app's island only, its dynamic import of the app and the files that import
 * preloads. `read(href)` gives a script's text.
 */
export async function staffAppScripts(initial, read) {
  const seen = new Set();
  const queue = [...initial];
  while (queue.length > 0) {
    const href = queue.shift();
    if (seen.has(href)) continue;
    seen.add(href);
    const code = await read(href);
    const dir = href.slice(0, href.lastIndexOf("/") + 1);
    for (const [, file] of code.matchAll(STATIC_IMPORT)) queue.push(`${dir}${file}`);
    const island = STAFF_APP_ISLAND_CHUNK.test(href);
    for (const [, file] of code.matchAll(DYNAMIC_IMPORT))
      if (island || STAFF_TRANSLATIONS_CHUNK.test(file)) queue.push(`${dir}${file}`);
    if (!island) continue;
    for (const [, file] of code.matchAll(PRELOADED)) queue.push(`/${file}`);
  }
  return [...seen];
}

/**
 * The staff app's initial JavaScript on each of its shells in `pages` (read-pages.mjs):
 * `{ path, js, scripts }`, js in brotli bytes as served.
 */
export async function staffAppWeights(client, pages) {
  const text = (href) => readFile(`${client}${href.replace(/^\//, "")}`);
  const rows = [];
  for (const page of pages.filter((candidate) => STAFF_APP_SHELL_PATHS.includes(candidate.path))) {
    const scripts = await staffAppScripts(page.scripts, async (href) =>
      (await text(href)).toString("utf8"),
    );
    let js = 0;
    for (const href of scripts) js += brotli(await text(href)).length;
    rows.push({ path: page.path, js, scripts: scripts.length });
  }
  return rows;
}
