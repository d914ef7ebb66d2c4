// `_headers` and `_redirects` for static hosts that read them (Netlify; Cloudflare Pages reads
// the same format with smaller rule limits, see DEPLOYING.md), written from site-policy.mjs.
import { sitePolicy } from "../../server/site-policy.mjs";

/** The request paths of an HTML file of the build on a static host. */
export function staticHostPaths(file) {
  if (!file.endsWith("index.html")) return [`/${file}`];
  const dir = file.slice(0, -"index.html".length);
  return dir === "" ? ["/"] : [`/${dir.slice(0, -1)}`, `/${dir}`];
}

function rule(path, headers) {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
    "\n",
  );
}

/**
 * The `_headers` file. A host joins the values of every rule that matches a path, so each header
 * is set by one rule only: the base headers for all, Cache-Control and the CSP per kind of file.
 * `otherFiles` are the client-relative files that are neither HTML nor hashed assets.
 */
export function headersFile({ cspPages, trackers, otherFiles, policy = sitePolicy }) {
  const rules = [
    rule("/*", policy.baseHeaders),
    rule(`${policy.hashedAssetPrefix}*`, {
      "Cache-Control": policy.cacheControl.hashedAsset,
      Vary: policy.vary,
    }),
  ];
  for (const file of Object.keys(cspPages)) {
    const csp = policy.pageContentSecurityPolicy(file, { cspPages, trackers });
    // A staff app shell's CSP goes on every path of the app (below), once.
    if (policy.isStaffAppFile(file)) continue;
    for (const path of staticHostPaths(file)) {
      rules.push(
        rule(path, { "Content-Security-Policy": csp, "Cache-Control": policy.cacheControl.html }),
      );
    }
  }
  for (const { prefix, shell } of policy.staffApp.shells) {
    const csp = policy.pageContentSecurityPolicy(shell.slice(1), { cspPages, trackers });
    for (const path of policy.staffApp.staticPaths)
      rules.push(
        rule(`${prefix}${path}`, {
          "Content-Security-Policy": csp,
          "Cache-Control": policy.cacheControl.html,
        }),
      );
  }
  for (const file of otherFiles)
    rules.push(rule(`/${file}`, { "Cache-Control": policy.cacheControl.other }));
  return `# Generated from apps/site/server/site-policy.mjs by the site's build; do not edit.\n${rules.join("\n")}\n`;
}

/**
 * The `_redirects` file: the permanent redirects, the lead API through the host's proxy rewrite
 * (`leadApiOrigin`, the API's public origin), the data room's document shells and the locales'
 * not-found pages. A host serves an existing file before a rule without `!` (no shadowing), so
 * real pages under /dataroom/ win over the shell.
 */
export function redirectsFile({ leadApiOrigin, policy = sitePolicy }) {
  const api = policy.leadApi.prefix;
  const lines = [
    "# Generated from apps/site/server/site-policy.mjs by the site's build; do not edit.",
    ...policy.redirects.flatMap(({ from, to, status }) => [
      `${from}  ${to}  ${status}`,
      `${from}/  ${to}  ${status}`,
    ]),
    `${api}*  ${leadApiOrigin.replace(/\/$/, "")}${api}:splat  200`,
    // The staff app before the data room's documents, whose /dataroom/:slug takes /dataroom/admin.
    ...policy.staffApp.shells.flatMap(({ prefix, shell }) =>
      policy.staffApp.staticPaths.map((path) => `${prefix}${path}  ${shell}  200`),
    ),
    ...policy.documentShells.map(({ prefix, shell }) => `${prefix}:slug  ${shell}  200`),
    ...["/de", "/ar"].map((prefix) => `${prefix}/*  /${policy.notFoundPage(`${prefix}/`)}  404`),
    `/*  /${policy.notFoundPage("/")}  404`,
  ];
  return `${lines.join("\n")}\n`;
}
