import { once } from "node:events";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspManifest } from "../scripts/postbuild/script-hashes.mjs";
import { createSiteServer } from "./serve.mjs";

// The investor data room in the local server: /investors moves to
// /dataroom with a 301, and document paths get the one prerendered document shell.
let site;
let base;
const SHELL_SCRIPT = "window.__shell='en'";

function shell(dir, lang, script) {
  mkdirSync(join(dir, "dataroom", "__document"), { recursive: true });
  writeFileSync(
    join(dir, "dataroom", "__document", "index.html"),
    `<!DOCTYPE html><html lang="${lang}"><head><script>${script}</script></head><body>shell ${lang}</body></html>`,
  );
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-dataroom-"));
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><html><body>missing</body></html>");
  shell(root, "en", SHELL_SCRIPT);
  shell(join(root, "ar"), "ar", "window.__shell='ar'");
  mkdirSync(join(root, "dataroom", "access"), { recursive: true });
  writeFileSync(join(root, "dataroom", "access", "index.html"), "<!DOCTYPE html><p>access</p>");
  mkdirSync(join(root, "investors"), { recursive: true });
  writeFileSync(join(root, "investors", "index.html"), "<!DOCTYPE html><p>investors</p>");
  const allowedScripts = [SHELL_SCRIPT, "window.__shell='ar'"].map((body) => ({
    generator: "test shell",
    body,
  }));
  site = createSiteServer({ root, cspPages: await cspManifest(root, { allowedScripts }) });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  base = `http://127.0.0.1:${site.address().port}`;
});

afterAll(() => site.close());

describe("the local server and the data room", () => {
  it("moves /investors permanently to /dataroom, in each language, keeping the query", async () => {
    const cases = [
      ["/investors", "/dataroom"],
      ["/investors/", "/dataroom"],
      ["/de/investors", "/de/dataroom"],
      ["/ar/investors?utm_source=deck", "/ar/dataroom?utm_source=deck"],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(`${base}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });

  it("answers a document path with the prerendered shell and a CSP hash of its script", async () => {
    const res = await fetch(`${base}/dataroom/company-overview`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("shell en");
    const hash = createHash("sha256").update(SHELL_SCRIPT).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });

  it("answers an Arabic document path with the Arabic shell", async () => {
    const res = await fetch(`${base}/ar/dataroom/governance`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("shell ar");
  });

  it("serves the room's own pages as they are, and no shell for deeper or dotted paths", async () => {
    expect(await (await fetch(`${base}/dataroom/access`)).text()).toContain("access");
    expect((await fetch(`${base}/dataroom/a/b`)).status).toBe(404);
    expect((await fetch(`${base}/dataroom/overview.data`)).status).toBe(404);
    expect((await fetch(`${base}/investors-deck`)).status).toBe(404);
  });
});
