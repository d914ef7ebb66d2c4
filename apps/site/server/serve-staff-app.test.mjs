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

// The staff app: `/desk`, every path under it (the sales notification mail links to
// `${site}/desk/leads/<id>`) and `/dataroom/admin`, in each locale, answer with the one shell of
// the locale, under the shell's CSP without tracker hosts: on the local server, on nginx with the
// generated nginx.conf, and on a static host through _redirects and _headers (site-policy.mjs).
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
    page(`${prefix}desk/index.html`, `staff app ${prefix || "en/"}`);
    page(`${prefix}dataroom/__document/index.html`, `document shell ${prefix || "en/"}`);
  }
  site = createSiteServer({
    root,
    cspPages: await cspManifest(root, { allowedScripts: [] }),
    trackers: TRACKERS,
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  base = `http://127.0.0.1:${site.address().port}`;
});

afterAll(() => {
  site.close();
  rmSync(root, { recursive: true, force: true });
});

const TRACKERS = trackerCspSources({ gtagId: "GTM-TEST", linkedInPartnerId: "42" });
const TRACKER_HOSTS = [...TRACKERS.script, ...TRACKERS.connect];

const CASES = [
  ["/desk", "staff app en/"],
  ["/desk/", "staff app en/"],
  ["/desk/spam", "staff app en/"],
  ["/desk/leads/0b6f7f0e-2f0c-4c53-9d11-3c8f4c1f2a10", "staff app en/"],
  ["/de/desk/leads/abc-123", "staff app de/"],
  ["/ar/desk/leads/abc-123/", "staff app ar/"],
  ["/de/desk/privacy", "staff app de/"],
  ["/ar/desk/welcome", "staff app ar/"],
  ["/dataroom/admin", "staff app en/"],
  ["/de/dataroom/admin/", "staff app de/"],
  ["/ar/dataroom/admin", "staff app ar/"],
  // A path the app does not know is its own to answer (its not-found page).
  ["/desk/leads/a/b", "staff app en/"],
  // The data room's documents keep their shell.
  ["/de/dataroom/governance", "document shell de/"],
];

const NOT_PAGES = ["/desk/leads/x.data", "/desk/app.js", "/deskx", "/dataroom/admin/x"];

/** Whether a CSP names any of the build's tracker hosts. */
const namesTracker = (csp) => TRACKER_HOSTS.some((host) => csp.includes(host));

describe("the staff app's paths", () => {
  it("answer with the app's shell of their locale on the local server, without tracker hosts in the CSP", async () => {
    for (const [path, text] of CASES) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(text);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("connect-src 'self'");
      expect(namesTracker(csp), path).toBe(text.startsWith("document"));
    }
  });

  it("answer no shell for dotted paths or paths outside the app", async () => {
    for (const path of NOT_PAGES) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });

  it("are rewritten to the shell by a static host's _redirects before the data room's documents", () => {
    const lines = redirectsFile({ leadApiOrigin: "https://api.example.test" }).split("\n");
    for (const prefix of ["", "/de", "/ar"]) {
      const shell = `${prefix}/desk/index.html`;
      for (const path of ["/desk", "/desk/*", "/dataroom/admin", "/dataroom/admin/"])
        expect(lines).toContain(`${prefix}${path}  ${shell}  200`);
      expect(lines.indexOf(`${prefix}/dataroom/admin  ${shell}  200`)).toBeLessThan(
        lines.indexOf(`${prefix}/dataroom/:slug  ${prefix}/dataroom/__document/index.html  200`),
      );
    }
  });

  it.runIf(existsSync(NGINX))(
    "answer with the shell on nginx with the generated config, under the local server's CSP",
    async () => {
      const prefix = mkdtempSync(join(tmpdir(), "desk-nginx-"));
      const port = await freePort();
      await writeDeployFiles({
        client: root,
        outDir: join(prefix, "deploy"),
        cspPages: await cspManifest(root, { allowedScripts: [] }),
        trackers: TRACKERS,
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
          const local = await fetch(`${base}${path}`);
          expect(res.headers.get("content-security-policy"), path).toBe(
            local.headers.get("content-security-policy"),
          );
        }
        for (const path of NOT_PAGES)
          expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).toBe(404);
      } finally {
        spawnSync(NGINX, ["-c", conf, "-p", `${prefix}/`, "-s", "stop"]);
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});
