import { once } from "node:events";
import { createServer } from "node:http";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspManifest } from "../scripts/postbuild/script-hashes.mjs";
import { createSiteServer } from "./serve.mjs";

let site;
let api;
let base;
const seen = [];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(
    join(root, "index.html"),
    "<!DOCTYPE html><html><head><script>window.x=1</script></head><body>home</body></html>",
  );
  writeFileSync(
    join(root, "404.html"),
    '<!DOCTYPE html><html lang="en"><body>missing</body></html>',
  );
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), "export {};");
  mkdirSync(join(root, "de"));
  writeFileSync(
    join(root, "de", "404.html"),
    '<!DOCTYPE html><html lang="de"><body>fehlt</body></html>',
  );
  api = createServer((req, res) => {
    seen.push({ url: req.url, xff: req.headers["x-forwarded-for"] });
    res.writeHead(201, { "Content-Type": "application/json" }).end('{"success":true}');
  });
  api.listen(0, "127.0.0.1");
  await once(api, "listening");
  site = createSiteServer({
    root,
    leadApi: `http://127.0.0.1:${api.address().port}`,
    // The hashes postbuild records for the build (scripts/postbuild/script-hashes.mjs).
    cspPages: await cspManifest(root, {
      allowedScripts: [{ generator: "test page", body: "window.x=1" }],
    }),
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  base = `http://127.0.0.1:${site.address().port}`;
});

afterAll(() => {
  site.close();
  api.close();
});

describe("the local site server", () => {
  it("caches hashed assets for a year, but revalidates HTML on every use", async () => {
    expect((await fetch(`${base}/assets/entry-abc123.js`)).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await fetch(`${base}/`)).headers.get("cache-control")).toBe("no-cache");
  });

  it("serves pages with a CSP that allows exactly their inline scripts, as the build recorded them", async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=63072000");
  });

  it("answers unknown paths with 404 and the not-found page of their locale", async () => {
    const en = await fetch(`${base}/nope`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("missing");
    const de = await fetch(`${base}/de/nope`);
    expect(de.status).toBe(404);
    expect(await de.text()).toContain("fehlt");
  });

  it("refuses paths that climb out of the build folder", async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
  });

  it("forwards /v1/* to the lead API with the client's address", async () => {
    const res = await fetch(`${base}/v1/leads`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(201);
    expect(seen.at(-1)).toMatchObject({ url: "/v1/leads", xff: "127.0.0.1" });
  });
});
