// Islands (app/islands/registry.ts) load with dynamic imports from the browser entry. So that a
// page's islands arrive together with the entry (not one round trip later) and so that the
// route weights count them, each page gets a modulepreload for the chunks of the islands it
// contains, with their static imports. Read from Vite's client manifest, which is then removed
// (it maps source paths to chunks and has no business being served).
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { filesUnder } from "./walk.mjs";

const ENTRY_LOADER = /"([a-z0-9-]+)":\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;

/** Island name → source path relative to the site root (as the Vite manifest keys them). */
export function islandSources(registrySource, registryPath, siteRoot) {
  const sources = new Map();
  for (const [, name, specifier] of registrySource.matchAll(ENTRY_LOADER)) {
    const absolute = resolve(dirname(registryPath), specifier);
    sources.set(name, relative(siteRoot, absolute));
  }
  return sources;
}

/** The files of a manifest chunk and of everything it imports statically, in load order. */
export function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files = [];
  for (const imported of chunk.imports ?? []) files.push(...chunkFiles(manifest, imported, seen));
  files.push(`/${chunk.file}`);
  return files;
}

/**
 * The manifest key of an island's module: its source path when the module is a chunk of its
 * own, else (a module that route modules import too lands in a shared chunk, keyed `_name-hash.js`)
 * the one shared chunk named after the module's file.
 */
export function manifestKey(manifest, source) {
  for (const extension of ["", ".tsx", ".ts"]) {
    if (manifest[`${source}${extension}`]) return `${source}${extension}`;
  }
  const name = source
    .split("/")
    .pop()
    .replace(/\.tsx?$/, "");
  const shared = Object.keys(manifest).filter(
    (key) => key.startsWith("_") && manifest[key].name === name,
  );
  return shared.length === 1 ? shared[0] : undefined;
}

/** Adds the island preloads to one page's HTML. */
export function addIslandPreloads(html, manifest, sources) {
  const names = new Set(
    [...html.matchAll(/<vantreo-island data-island="([a-z0-9-]+)"/g)].map((m) => m[1]),
  );
  if (names.size === 0) return html;
  const present = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
  );
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"/g)) present.add(match[1]);
  const wanted = [];
  for (const name of names) {
    const source = sources.get(name);
    const key = source && manifestKey(manifest, source);
    if (!key) throw new Error(`island "${name}" has no chunk in the client manifest`);
    for (const file of chunkFiles(manifest, key)) {
      if (!present.has(file)) {
        present.add(file);
        wanted.push(file);
      }
    }
  }
  const links = wanted.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
  return html.replace(/<script type="module" src="/, (tag) => `${links}${tag}`);
}

/** Preloads the islands of every HTML file under `client`; returns how many files changed. */
export async function writeIslandPreloads(client, siteRoot) {
  const manifestPath = join(client, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`no Vite manifest at ${manifestPath}`);
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  const registryPath = join(siteRoot, "app", "islands", "registry.ts");
  const sources = islandSources(await readFile(registryPath, "utf8"), registryPath, siteRoot);
  let changed = 0;
  for await (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    const next = addIslandPreloads(html, manifest, sources);
    if (next !== html) {
      await writeFile(file, next);
      changed += 1;
    }
  }
  await rm(join(client, ".vite"), { recursive: true, force: true });
  return changed;
}

/**
 * Removes React Router's route data files (`*.data`, for client-side navigations): the browser
 * runs islands, not the router, so no page ever requests them. Returns how many were removed.
 */
export async function removeRouteData(client) {
  let removed = 0;
  for await (const file of filesUnder(client, (name) => name.endsWith(".data"))) {
    await rm(file);
    removed += 1;
  }
  return removed;
}
