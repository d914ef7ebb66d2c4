// The build-time half of the CSP: what each HTML file carries inline, read from what the build
// wrote, and checked. Servers allow exactly these hashes (site-policy.mjs), so markup injected into
// a file after the build (or into a response on its way out) never gets a script or style allowed.
// An executable inline script must be one the site's own code generates (app/csp/inline-scripts.ts):
// any other (content that smuggled a <script> into a page, a new component nobody listed) fails
// the build instead of being hashed into the policy.
import { readFile, writeFile } from "node:fs/promises";
import { relative, sep } from "node:path";
import { distinctHashes, inlineCode } from "../../server/security-headers.mjs";
import { isStaffAppFile } from "../../server/site-policy.mjs";
import { filesUnder } from "./walk.mjs";

/** An executable inline script that no listed generator wrote, as the build reports it. */
export class UnlistedInlineScriptError extends Error {
  constructor(found) {
    const lines = found.map(({ page, body }) => {
      const snippet = body.replace(/\s+/g, " ").trim();
      return `  ${page}: <script>${snippet.length > 120 ? `${snippet.slice(0, 117)}...` : snippet}</script>`;
    });
    super(
      `postbuild: ${found.length} inline script(s) not on the list of known generators ` +
        `(apps/site/app/csp/inline-scripts.ts); a page may run only the scripts the site's own ` +
        `code writes. Move the code into a module, make it a data block (type="application/json"), ` +
        `or add its generator to the list:\n${lines.join("\n")}`,
    );
    this.name = "UnlistedInlineScriptError";
    this.found = found;
  }
}

/**
 * `{ "<client-relative file>": { scripts, styles, styleAttributes, trackers } }` for every HTML
 * file under `client`: the hashes of its executable inline scripts, its `<style>` elements and
 * its `style` attribute values, and whether the page may load trackers (every page except the
 * staff app's shells, `isStaffAppFile` of server/site-policy.mjs). `allowedScripts` are the known generators' scripts (`{ generator, body }`);
 * an executable inline script with any other text throws {@link UnlistedInlineScriptError},
 * naming each page and a snippet. Data blocks (`type="application/json"`, JSON-LD) are neither
 * run nor hashed.
 */
export async function cspManifest(client, { allowedScripts }) {
  const allowed = new Set(allowedScripts.map(({ body }) => body));
  const manifest = {};
  const unlisted = [];
  const metaPolicies = [];
  for await (const file of filesUnder(client, (name) => name.endsWith(".html"))) {
    const page = relative(client, file).split(sep).join("/");
    const inline = inlineCode(await readFile(file, "utf8"));
    for (const body of inline.scripts) if (!allowed.has(body)) unlisted.push({ page, body });
    if (inline.metaPolicy) metaPolicies.push(page);
    manifest[page] = {
      scripts: distinctHashes(inline.scripts),
      styles: distinctHashes(inline.styles),
      styleAttributes: distinctHashes(inline.styleAttributes),
      // The staff app's shells never load a tracker: a path rule of site-policy.mjs.
      trackers: !isStaffAppFile(page),
    };
  }
  // A page's own <meta> policy would be a second, unreviewed rule beside the server's path rules.
  if (metaPolicies.length > 0)
    throw new Error(
      `pages declare their own <meta> Content-Security-Policy; policies are server/site-policy.mjs's: ${metaPolicies.sort().join(", ")}`,
    );
  if (unlisted.length > 0)
    throw new UnlistedInlineScriptError(unlisted.sort((a, b) => a.page.localeCompare(b.page)));
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the manifest to `file` (csp-hashes.json beside the client folder) and returns it. */
export async function writeCspManifest(client, file, options) {
  const manifest = await cspManifest(client, options);
  await writeFile(file, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
