// The local production server behind `npm start`: serves the prerendered build exactly as the
// production nginx / CDN does, both reading their rules from site-policy.mjs (headers, per-page
// CSP from build-time script and style hashes, caching, redirects, the data-room shell, 404 pages, /v1/).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir, clientDir } from "../scripts/build-dir.mjs";
import { answerInFront, forwardToLeadApi } from "./lead-api-forward.mjs";
import { leadApiTarget, readRequestTarget } from "./request-target.mjs";
import { sitePolicy } from "./site-policy.mjs";

const ENCODINGS = [
  { name: "br", ext: "br" },
  { name: "gzip", ext: "gz" },
];

/** The page → inline script and style hash manifest postbuild wrote beside the client folder. */
export function readCspPages(root) {
  const file = join(resolve(root), "..", "csp-hashes.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * Creates the static server; `listen` is the caller's. With `leadApi`, /v1/* goes to the lead API.
 * `cspPages` maps each HTML file (client-relative) to the hashes of its inline scripts and styles
 * and whether it may load trackers, as the build wrote them (default: the build's
 * csp-hashes.json); a script or style not there never applies.
 * `trackers` are the CSP sources of the build's trackers (csp-sources.json).
 */
export function createSiteServer({
  root,
  connectSrc = [],
  leadApi,
  trackers,
  cspPages = readCspPages(root),
  policy = sitePolicy,
}) {
  const base = resolve(root);
  const baseHeaders = policy.baseHeaders;

  async function findFile(decodedPath) {
    const target = normalize(join(base, decodedPath));
    if (target !== base && !target.startsWith(base + sep)) return null;
    for (const candidate of [target, join(target, "index.html")]) {
      try {
        const info = await stat(candidate);
        if (info.isFile()) return candidate;
      } catch {
        // try the next candidate
      }
    }
    return null;
  }

  async function documentShell(decodedPath) {
    for (const { prefix, shell } of policy.documentShells) {
      const slug = decodedPath.startsWith(prefix) ? decodedPath.slice(prefix.length) : null;
      if (slug !== null && new RegExp(`^${policy.documentSlug}/?$`).test(slug))
        return findFile(shell);
    }
    return null;
  }

  // The build writes .br and .gz copies (scripts/postbuild); send the best one the client takes.
  async function pickEncoding(file, acceptEncoding = "") {
    const accepted = String(acceptEncoding);
    for (const encoding of ENCODINGS) {
      if (!new RegExp(`\\b${encoding.name}\\b`).test(accepted)) continue;
      try {
        if ((await stat(`${file}.${encoding.ext}`)).isFile()) return encoding;
      } catch {
        // no precompressed copy: try the next encoding
      }
    }
    return null;
  }

  function redirectFor(pathname) {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    return policy.redirects.find((redirect) => redirect.from === path);
  }

  const server = createServer(async (req, res) => {
    try {
      const target = readRequestTarget(req.url);
      if (!target.ok) {
        res.writeHead(target.status, {
          ...baseHeaders,
          "Content-Type": "text/plain; charset=utf-8",
        });
        res.end("Bad Request");
        return;
      }
      const forward = leadApi ? leadApiTarget(target, policy.leadApi) : null;
      if (forward?.refused) {
        answerInFront(res, policy.leadApi.answers.notFound, baseHeaders);
        return;
      }
      if (forward) {
        await forwardToLeadApi(req, res, {
          leadApi,
          path: forward.path,
          route: policy.leadApi,
          baseHeaders,
        });
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { ...baseHeaders, Allow: "GET, HEAD" }).end();
        return;
      }
      const redirect = redirectFor(target.decoded);
      if (redirect) {
        res.writeHead(redirect.status, {
          ...baseHeaders,
          Location: `${redirect.to}${target.search}`,
          "Cache-Control": policy.cacheControl.redirect,
        });
        res.end();
        return;
      }
      // A built file first, then the staff app's shell (before the data room's, whose pattern
      // /dataroom/<slug> would take /dataroom/admin), then a data-room document's shell.
      const staffShell = policy.staffAppShell(target.decoded);
      let file =
        (await findFile(target.decoded)) ??
        (staffShell ? await findFile(staffShell) : null) ??
        (await documentShell(target.decoded));
      let status = 200;
      if (!file) {
        file = join(base, policy.notFoundPage(target.decoded));
        status = 404;
      }
      const type = policy.mime[extname(file)] ?? "application/octet-stream";
      const headers = { ...baseHeaders, "Content-Type": type, Vary: policy.vary };
      if (type.startsWith("text/html")) {
        const page = relative(base, file).split(sep).join("/");
        headers["Content-Security-Policy"] = policy.pageContentSecurityPolicy(page, {
          cspPages,
          trackers,
          connectSrc,
        });
        headers["Cache-Control"] = policy.cacheControl.html;
      } else if (target.decoded.startsWith(policy.hashedAssetPrefix)) {
        headers["Cache-Control"] = policy.cacheControl.hashedAsset;
      } else {
        headers["Cache-Control"] = policy.cacheControl.other;
      }
      const encoding = await pickEncoding(file, req.headers["accept-encoding"]);
      const body = await readFile(encoding ? `${file}.${encoding.ext}` : file);
      if (encoding) headers["Content-Encoding"] = encoding.name;
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { ...baseHeaders, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
  // Node's defaults let a client hold a connection for minutes (slowloris); these match nginx's.
  const timeouts = policy.serverTimeouts;
  server.headersTimeout = timeouts.headersSeconds * 1000;
  server.requestTimeout = timeouts.requestSeconds * 1000;
  server.keepAliveTimeout = timeouts.keepAliveSeconds * 1000;
  return server;
}

/** The tracker CSP sources the build recorded; none when the build had no tracker ids. */
async function readTrackerSources() {
  try {
    return JSON.parse(await readFile(`${buildDir()}/csp-sources.json`, "utf8"));
  } catch {
    return undefined;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const leadApi =
    process.env.LEAD_API_ORIGIN ?? `http://127.0.0.1:${process.env.LEAD_API_PORT ?? 8787}`;
  const root = clientDir();
  if (!existsSync(`${buildDir()}/csp-hashes.json`)) {
    console.error(`site: ${buildDir()}/csp-hashes.json is missing; build the site first`);
    process.exit(1);
  }
  const trackers = await readTrackerSources();
  const server = createSiteServer({ root, leadApi, trackers });
  server.listen(port, host, () => console.log(`site: http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
