// Writes build/deploy/: nginx.conf, _headers and _redirects, all from site-policy.mjs, the build's
// inline script and style hash manifest (csp-hashes.json) and its tracker hosts (csp-sources.json). Run on its own
// (`node scripts/postbuild/deploy-files.mjs`) to regenerate them for another root or upstream:
//   DEPLOY_SITE_ROOT            the client folder on the server   (default /srv/vantreo/site)
//   DEPLOY_LEAD_API_UPSTREAM    host:port of the lead API for nginx (default 127.0.0.1:8787)
//   DEPLOY_LISTEN               nginx `listen` parameters          (default 80)
//   DEPLOY_SERVER_NAME          nginx `server_name`                (default _)
//   DEPLOY_NGINX_INCLUDE        a file included in the server block, e.g. TLS certificates
//   DEPLOY_LEAD_API_ORIGIN      the API's public origin for _redirects (default https://api.vantreo.com)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { sitePolicy } from "../../server/site-policy.mjs";
import { buildDir, clientDir } from "../build-dir.mjs";
import { nginxSiteConfig } from "./deploy-nginx.mjs";
import { headersFile, redirectsFile } from "./deploy-static-host.mjs";
import { filesUnder } from "./walk.mjs";

/** The generation settings from the environment, with their defaults. */
export function deploySettings(env = process.env) {
  return {
    root: env.DEPLOY_SITE_ROOT || "/srv/vantreo/site",
    upstream: env.DEPLOY_LEAD_API_UPSTREAM || "127.0.0.1:8787",
    listen: env.DEPLOY_LISTEN || "80",
    serverName: env.DEPLOY_SERVER_NAME || "_",
    include: env.DEPLOY_NGINX_INCLUDE || undefined,
    leadApiOrigin: env.DEPLOY_LEAD_API_ORIGIN || "https://api.vantreo.com",
  };
}

/** Client-relative files that are neither HTML nor hashed assets nor compressed copies. */
async function otherFilesOf(client, policy) {
  const files = [];
  const skip = [policy.hashedAssetPrefix.replace(/\//g, "")];
  for await (const file of filesUnder(client, (name) => !/\.(html|br|gz)$/.test(name), skip)) {
    files.push(relative(client, file).split(sep).join("/"));
  }
  return files.sort();
}

/** Writes the three files into `outDir`; returns their contents. */
export async function writeDeployFiles({
  client,
  outDir,
  cspPages,
  trackers,
  settings = deploySettings(),
  policy = sitePolicy,
}) {
  const otherFiles = await otherFilesOf(client, policy);
  const files = {
    "nginx.conf": nginxSiteConfig({ cspPages, trackers, policy, ...settings }),
    _headers: headersFile({ cspPages, trackers, otherFiles, policy }),
    _redirects: redirectsFile({ leadApiOrigin: settings.leadApiOrigin, policy }),
  };
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(`${outDir}/${name}`, text);
  return files;
}

/** The build's own inputs: its inline script and style hashes and tracker hosts. */
export async function readBuildInputs(build = buildDir()) {
  const read = async (name) => JSON.parse(await readFile(`${build}/${name}`, "utf8"));
  return { cspPages: await read("csp-hashes.json"), trackers: await read("csp-sources.json") };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? resolve(process.argv[2]) : `${buildDir()}/deploy`;
  await writeDeployFiles({ client: clientDir(), outDir, ...(await readBuildInputs()) });
  console.log(`deploy files written to ${outDir}`);
}
