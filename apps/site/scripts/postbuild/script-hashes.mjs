// The build-time half of the CSP: the hashes of each HTML file's inline scripts, taken from what
// the build wrote. Servers allow exactly these (site-policy.mjs), so markup injected into a file
// after the build (or into a response on its way out) never gets a script allowed.
import { readFile, writeFile } from "node:fs/promises";
import { relative, sep } from "node:path";
import { inlineScriptHashes } from "../../server/security-headers.mjs";
import { filesUnder } from "./walk.mjs";

/** `{ "<client-relative file>": ["'sha256-…'", …] }` for every HTML file under `client`. */
export async function scriptHashManifest(client) {
  const manifest = {};
  for await (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const page = relative(client, file).split(sep).join("/");
    manifest[page] = inlineScriptHashes(await readFile(file, "utf8"));
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the manifest to `file` (csp-hashes.json beside the client folder) and returns it. */
export async function writeScriptHashManifest(client, file) {
  const manifest = await scriptHashManifest(client);
  await writeFile(file, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
