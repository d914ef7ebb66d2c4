import { once } from "node:events";
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../../server/serve.mjs";
import { sitePolicy } from "../../server/site-policy.mjs";
import { trackerCspSources } from "../../server/tracker-csp.mjs";
import { servedUris } from "./deploy-nginx.mjs";
import { staticHostPaths } from "./deploy-static-host.mjs";
import { writeDeployFiles } from "./deploy-files.mjs";
import { cspManifest } from "./script-hashes.mjs";

// The production files are read back and held to site-policy.mjs, the one source the local
// server reads too: every page's CSP, every header, cache rule and redirect.
const SETTINGS = {
  root: "/srv/vantreo/site",
  upstream: "127.0.0.1:8787",
  listen: "127.0.0.1:8080",
  serverName: "www.example.test",
  leadApiOrigin: "https://api.example.test",
};
const trackers = trackerCspSources({ gtagId: "GTM-TEST", linkedInPartnerId: "42" });
let client;
let cspPages;
const trackerHosts = [...trackers.script, ...trackers.img, ...trackers.connect, ...trackers.frame];
const scripts = [];

function page(file, script, head = "") {
  mkdirSync(join(client, dirname(file)), { recursive: true });
  writeFileSync(
    join(client, file),
    `<!DOCTYPE html><head>${head}</head><script>${script}</script><p>${file}</p>`,
  );
  scripts.push({ generator: "test page", body: script });
}

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), "deploy-client-"));
  for (const prefix of ["", "de/", "ar/"]) {
    page(`${prefix}index.html`, `home('${prefix}')`);
    page(`${prefix}about/index.html`, `about('${prefix}')`);
    page(`${prefix}404.html`, `missing('${prefix}')`);
    page(`${prefix}dataroom/__document/index.html`, `shell('${prefix}')`);
    // The staff app's shell: its CSP is a path rule of site-policy.mjs, no `<meta>` of its own.
    page(`${prefix}desk/index.html`, `desk('${prefix}')`);
  }
  mkdirSync(join(client, "assets"));
  writeFileSync(join(client, "assets", "entry-AbCdEf12.js"), "export {};");
  writeFileSync(join(client, "favicon.svg"), "<svg/>");
  writeFileSync(join(client, "favicon.svg.br"), "compressed");
  cspPages = await cspManifest(client, { allowedScripts: scripts });
});

async function generate(policy = sitePolicy) {
  const outDir = mkdtempSync(join(tmpdir(), "deploy-out-"));
  await writeDeployFiles({ client, outDir, cspPages, trackers, settings: SETTINGS, policy });
  // Read back from disk: the files a deployment gets.
  const read = (name) => readFileSync(join(outDir, name), "utf8");
  const files = {
    "nginx.conf": read("nginx.conf"),
    _headers: read("_headers"),
    _redirects: read("_redirects"),
  };
  return { outDir, files };
}

/** `_headers` as path → { header: value }. */
function parseHeaders(text) {
  const rules = new Map();
  let current;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line.trim(), current);
    } else {
      const at = line.indexOf(":");
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The `map $uri $vantreo_page_csp` entries of nginx.conf. */
function parseCspMap(conf) {
  const block = conf.match(/map \$uri \$vantreo_page_csp \{\n([\s\S]*?)\n\}/)?.[1] ?? "";
  return new Map(
    [...block.matchAll(/^ {4}"([^"]+)" "(.*)";$/gm)].map(([, uri, csp]) => [
      uri,
      csp.replace(/\\"/g, '"'),
    ]),
  );
}

const expectedCsp = (file, policy = sitePolicy) =>
  policy.pageContentSecurityPolicy(file, { cspPages, trackers });

describe("the generated nginx.conf", () => {
  it("gives every served path of every page its own CSP with the build's script hashes", async () => {
    const { files } = await generate();
    const map = parseCspMap(files["nginx.conf"]);
    expect(Object.keys(cspPages)).toHaveLength(15);
    for (const file of Object.keys(cspPages)) {
      for (const uri of servedUris(file)) expect(map.get(uri), uri).toBe(expectedCsp(file));
    }
    expect(map.get("/about")).toContain(cspPages["about/index.html"].scripts[0]);
  });

  it("sends every base header, the cache rules, the redirects and the /v1/ rule of the policy", async () => {
    const conf = (await generate()).files["nginx.conf"];
    for (const [name, value] of Object.entries(sitePolicy.baseHeaders))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain(
      `add_header Cache-Control "${sitePolicy.cacheControl.hashedAsset}" always;`,
    );
    expect(conf).toContain(`"~^text/html" "${sitePolicy.cacheControl.html}";`);
    for (const { from, to, status } of sitePolicy.redirects) {
      expect(conf).toMatch(
        new RegExp(`location = ${from} \\{[^}]*\\}[^}]*return ${status} ${to}\\$is_args\\$args;`),
      );
    }
    for (const { shell } of sitePolicy.documentShells) expect(conf).toContain(` ${shell};`);
    // nginx reads `\\` in a quoted string as one backslash.
    const unsafe = sitePolicy.leadApi.unsafeRawPath.replace(/\\/g, "\\\\");
    expect(conf).toContain(`if ($request_uri ~* "${unsafe}")`);
    expect(conf).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(conf).toContain(`client_max_body_size ${sitePolicy.leadApi.bodyLimitBytes};`);
    expect(conf).toContain("proxy_pass http://127.0.0.1:8787;");
    expect(conf).toContain("root /srv/vantreo/site;");
    expect(conf).toContain("error_page 403 404 =404 /de/404.html;");
  });

  it("is a configuration Debian's nginx accepts", async () => {
    const { outDir } = await generate();
    const prefix = mkdtempSync(join(tmpdir(), "deploy-nginx-"));
    const modules = ["ngx_http_brotli_static_module.so", "ngx_http_headers_more_filter_module.so"];
    writeFileSync(
      join(prefix, "nginx.conf"),
      `${modules.map((m) => `load_module /usr/lib/nginx/modules/${m};`).join("\n")}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    include ${outDir}/nginx.conf;
}
`,
    );
    const check = spawnSync(process.env.NGINX_PATH ?? "/usr/sbin/nginx", [
      "-t",
      "-c",
      join(prefix, "nginx.conf"),
      "-p",
      `${prefix}/`,
    ]);
    expect(check.stderr.toString()).toContain("syntax is ok");
    expect(check.status).toBe(0);
  });
});

describe("the tracker hosts in the generated files", () => {
  it("are allowed on public pages only: a staff page's CSP names none of them", async () => {
    const { files } = await generate();
    const map = parseCspMap(files["nginx.conf"]);
    const rules = parseHeaders(files._headers);
    expect(trackerHosts.length).toBeGreaterThan(0);
    for (const prefix of ["", "/de", "/ar"]) {
      const staff = [
        map.get(`${prefix}/desk`),
        rules.get(`${prefix}/desk`)?.["Content-Security-Policy"],
      ];
      const home = [map.get(`${prefix}/`), rules.get(`${prefix}/`)?.["Content-Security-Policy"]];
      for (const host of trackerHosts) {
        for (const csp of staff) expect(csp, `${prefix}/desk`).not.toContain(host);
        for (const csp of home) expect(csp, `${prefix}/`).toContain(host);
      }
    }
  });
});

describe("the generated _headers and _redirects", () => {
  it("set the base headers once, and each page's CSP and cache rule on its own paths", async () => {
    const rules = parseHeaders((await generate()).files._headers);
    expect(rules.get("/*")).toEqual(sitePolicy.baseHeaders);
    expect(rules.get("/assets/*")?.["Cache-Control"]).toBe(sitePolicy.cacheControl.hashedAsset);
    expect(rules.get("/favicon.svg")).toEqual({ "Cache-Control": sitePolicy.cacheControl.other });
    expect(rules.has("/favicon.svg.br")).toBe(false);
    for (const file of Object.keys(cspPages)) {
      const paths = sitePolicy.isStaffAppFile(file)
        ? sitePolicy.staffApp.staticPaths.map(
            (path) => `/${file.replace(/desk\/index\.html$/, "")}${path.slice(1)}`,
          )
        : staticHostPaths(file);
      for (const path of paths) {
        expect(rules.get(path), path).toEqual({
          "Content-Security-Policy": expectedCsp(file),
          "Cache-Control": sitePolicy.cacheControl.html,
        });
      }
    }
  });

  it("hold every redirect, the lead API proxy rule, the document shells and the 404 pages", async () => {
    const lines = (await generate()).files._redirects
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    for (const { from, to, status } of sitePolicy.redirects)
      expect(lines).toContainEqual([from, to, String(status)]);
    expect(lines[sitePolicy.redirects.length * 2]).toEqual([
      "/v1/*",
      "https://api.example.test/v1/:splat",
      "200",
    ]);
    expect(lines).toContainEqual([
      "/de/dataroom/:slug",
      "/de/dataroom/__document/index.html",
      "200",
    ]);
    expect(lines).toContainEqual(["/ar/*", "/ar/404.html", "404"]);
    expect(lines.at(-1)).toEqual(["/*", "/404.html", "404"]);
  });
});

describe("one header changed in the source", () => {
  it("changes the local server, nginx.conf and _headers alike", async () => {
    const policy = {
      ...sitePolicy,
      baseHeaders: { ...sitePolicy.baseHeaders, "Referrer-Policy": "no-referrer" },
    };
    const { files } = await generate(policy);
    expect(files["nginx.conf"]).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(files["nginx.conf"]).not.toContain("strict-origin-when-cross-origin");
    expect(parseHeaders(files._headers).get("/*")?.["Referrer-Policy"]).toBe("no-referrer");
    const server = createSiteServer({ root: client, cspPages, trackers, policy });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const response = await fetch(`http://127.0.0.1:${server.address().port}/about`);
    server.close();
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("content-security-policy")).toBe(
      expectedCsp("about/index.html", policy),
    );
  });
});
