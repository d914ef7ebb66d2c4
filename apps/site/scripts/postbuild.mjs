// After React Router's prerender: 404.html for static hosts, no route data (the browser runs
// islands, not the router), a check that no page loads a web font, sitemap.xml, robots.txt, the insights
// feed, the hashes of each page's inline scripts and styles, checked against the known script
// generators (csp-hashes.json), the production server files
// (deploy/: nginx.conf, _headers, _redirects), brotli and gzip copies of every text asset, and
// each route's JavaScript weight, held to the route budgets (scripts/quality/route-budgets.mjs).
// Everything is read back from the prerendered HTML, so the files describe exactly what ships.
import { existsSync } from "node:fs";
import { cp, rm, writeFile } from "node:fs/promises";
import { compressTree } from "./postbuild/compress.mjs";
import { checkNoWebFonts } from "./postbuild/web-fonts.mjs";
import { writeDeployFiles } from "./postbuild/deploy-files.mjs";
import { writeFeed } from "./postbuild/feed.mjs";
import { readPages } from "./postbuild/read-pages.mjs";
import { removeRouteData } from "./postbuild/route-data.mjs";
import { formatRouteWeights, routeWeights } from "./postbuild/route-weights.mjs";
import { knownInlineScripts } from "./postbuild/inline-script-list.mjs";
import { UnlistedInlineScriptError, writeCspManifest } from "./postbuild/script-hashes.mjs";
import { writeRobots, writeSitemap } from "./postbuild/sitemap.mjs";
import { buildDir, clientDir } from "./build-dir.mjs";
import { overBudget, staffAppOverBudget } from "./quality/route-budgets.mjs";
import { staffAppWeights } from "./quality/staff-app-weight.mjs";
import { trackerCspSources, trackerIdsFromEnv } from "../server/tracker-csp.mjs";

const started = Date.now();
const client = clientDir();
for (const prefix of ["", "de/", "ar/"]) {
  const notFound = `${client}${prefix}__not-found/index.html`;
  if (!existsSync(notFound)) {
    console.error(`postbuild: the not-found page /${prefix}__not-found was not prerendered`);
    process.exit(1);
  }
  await cp(notFound, `${client}${prefix}404.html`);
  await rm(`${client}${prefix}__not-found`, { recursive: true, force: true });
}
await rm(`${client}__spa-fallback.html`, { force: true });
const routeData = await removeRouteData(client);

const pages = await readPages(client);
// Pages are set in system fonts: no stylesheet declares a web font, no page preloads one.
await checkNoWebFonts(client, pages);
const origin = process.env.VITE_SITE_ORIGIN ?? "https://www.vantreo.com";
const indexed = await writeSitemap(client, pages, origin);
await writeRobots(client, origin);
const articles = await writeFeed(client, pages, origin);
// The server (and the CDN config of the README) allow exactly the trackers this build loads.
const trackers = trackerCspSources(trackerIdsFromEnv());
await writeFile(`${buildDir()}/csp-sources.json`, `${JSON.stringify(trackers, null, 2)}\n`);
const weights = await routeWeights(client, pages);
// Every HTML file is final here: its inline scripts and styles are hashed once, for every
// server's CSP, and a script no known generator wrote fails the build.
let cspPages;
try {
  cspPages = await writeCspManifest(client, `${buildDir()}/csp-hashes.json`, {
    allowedScripts: await knownInlineScripts(),
  });
} catch (error) {
  if (!(error instanceof UnlistedInlineScriptError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await writeDeployFiles({ client, outDir: `${buildDir()}/deploy`, cspPages, trackers });
const compressed = await compressTree(client);

console.log(
  `postbuild: ${pages.length} pages, ${indexed} in sitemap.xml, ${articles} in feed.xml, ` +
    `${compressed} files compressed (br, gz), ` +
    `${routeData} route data files removed, no web font, ` +
    `inline scripts and styles hashed in ${Object.keys(cspPages).length} HTML files, deploy/ written, ` +
    `in ${Date.now() - started} ms`,
);
console.log(formatRouteWeights(weights));
// A page over its class's budget (100 KB of JavaScript, 110 KB on the tools, 15 script files,
// 25 KB of CSS), or the staff app over its 150 KB, fails the build, not only the e2e budgets spec.
const staffApp = await staffAppWeights(client, pages);
console.log(
  `staff app (brotli, initial load with the app): ${staffApp
    .map((row) => `${row.path} ${(row.js / 1024).toFixed(1)} KB in ${row.scripts} files`)
    .join(", ")}`,
);
const over = [...overBudget(weights), ...staffAppOverBudget(staffApp)];
if (over.length > 0) {
  console.error(`postbuild: ${over.length} routes over budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
