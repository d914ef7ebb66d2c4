import { once } from "node:events";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDeployFiles } from "../scripts/postbuild/deploy-files.mjs";
import { redirectsFile } from "../scripts/postbuild/deploy-static-host.mjs";
import { cspManifest } from "../scripts/postbuild/script-hashes.mjs";
import { createSiteServer } from "./serve.mjs";
import { trackerCspSources } from "./tracker-csp.mjs";

// The sales notification mail links to `${site}/desk/leads/<id>`: every such path, in each
// locale, answers with the one prerendered lead shell, on the local server, on nginx with the
// generated nginx.conf, and on a static host through _redirects (site-policy.mjs).
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const MODULES = ["ngx_http_brotli_static_module.so", "ngx_http_headers_more_filter_module.so"];
let root;
let site;
let base;

function page(file, text) {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), `<!DOCTYPE html><html><body>${text}</body></html>`);
}

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  return port;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-desk-"));
  // nginx's workers drop root to an unprivileged user, which must be able to read the files.
  chmodSync(root, 0o755);
  for (const prefix of ["", "de/", "ar/"]) {
    page(`${prefix}404.html`, `missing ${prefix}`);
    page(`${prefix}desk/index.html`, `inbox ${prefix}`);
    page(`${prefix}desk/leads/__lead/index.html`, `lead shell ${prefix || "en/"}`);
  }
  site = createSiteServer({ root, cspPages: await cspManifest(root, { allowedScripts: [] }) });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  base = `http://127.0.0.1:${site.address().port}`;
});

afterAll(() => {
  site.close();
  rmSync(root, { recursive: true, force: true });
});

const CASES = [
  ["/desk/leads/0b6f7f0e-2f0c-4c53-9d11-3c8f4c1f2a10", "lead shell en/"],
  ["/de/desk/leads/abc-123", "lead shell de/"],
  ["/ar/desk/leads/abc-123/", "lead shell ar/"],
];

describe("a lead's link in the desk", () => {
  it("answers with the lead shell of its locale on the local server", async () => {
    for (const [path, text] of CASES) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
  });

  it("answers no shell for deeper or dotted paths, and serves the inbox as it is", async () => {
    expect((await fetch(`${base}/desk/leads/a/b`)).status).toBe(404);
    expect((await fetch(`${base}/desk/leads/x.data`)).status).toBe(404);
    expect(await (await fetch(`${base}/de/desk`)).text()).toContain("inbox de/");
  });

  it("is rewritten to the shell by a static host's _redirects, in each locale", () => {
    const lines = redirectsFile({ leadApiOrigin: "https://api.example.test" }).split("\n");
    for (const prefix of ["", "/de", "/ar"])
      expect(lines).toContain(
        `${prefix}/desk/leads/:slug  ${prefix}/desk/leads/__lead/index.html  200`,
      );
  });

  it.runIf(existsSync(NGINX))(
    "answers with the lead shell on nginx with the generated config",
    async () => {
      const prefix = mkdtempSync(join(tmpdir(), "desk-nginx-"));
      const port = await freePort();
      await writeDeployFiles({
        client: root,
        outDir: join(prefix, "deploy"),
        cspPages: await cspManifest(root, { allowedScripts: [] }),
        trackers: trackerCspSources(),
        settings: {
          root: root.replace(/\/$/, ""),
          upstream: "127.0.0.1:9",
          listen: `127.0.0.1:${port}`,
          serverName: "_",
          leadApiOrigin: "http://127.0.0.1:9",
        },
      });
      const conf = join(prefix, "nginx.conf");
      writeFileSync(
        conf,
        `${MODULES.map((m) => `load_module /usr/lib/nginx/modules/${m};`).join("\n")}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    access_log off;
    include ${prefix}/deploy/nginx.conf;
}
`,
      );
      const start = spawnSync(NGINX, ["-c", conf, "-p", `${prefix}/`]);
      expect(start.stderr.toString()).toBe("");
      try {
        for (const [path, text] of CASES) {
          const res = await fetch(`http://127.0.0.1:${port}${path}`);
          expect(res.status, path).toBe(200);
          expect(await res.text(), path).toContain(text);
        }
        expect((await fetch(`http://127.0.0.1:${port}/desk/leads/a/b`)).status).toBe(404);
      } finally {
        spawnSync(NGINX, ["-c", conf, "-p", `${prefix}/`, "-s", "stop"]);
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});
