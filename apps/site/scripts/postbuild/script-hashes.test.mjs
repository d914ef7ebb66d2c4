import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeScriptHashManifest } from "./script-hashes.mjs";

const hash = (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("given a build with pages, a not-found page and hashed assets", () => {
  it("records each HTML file's inline script hashes, and skips assets and external scripts", async () => {
    const client = mkdtempSync(join(tmpdir(), "hashes-"));
    mkdirSync(join(client, "de", "about"), { recursive: true });
    mkdirSync(join(client, "assets"));
    writeFileSync(join(client, "index.html"), '<script>a()</script><script src="/x.js"></script>');
    writeFileSync(join(client, "de", "about", "index.html"), "<p>no script</p>");
    writeFileSync(join(client, "404.html"), '<script type="module">b()</script>');
    writeFileSync(join(client, "assets", "stray.html"), "<script>c()</script>");
    const file = join(client, "..", `hashes-${Date.now()}.json`);
    const manifest = await writeScriptHashManifest(client, file);
    expect(manifest).toEqual({
      "404.html": [hash("b()")],
      "de/about/index.html": [],
      "index.html": [hash("a()")],
    });
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(manifest);
  });
});
