// The local production server behind `npm start`: serves the prerendered build with the
// security headers of a CDN deployment, long-lived caching for hashed assets, and a real 404.
import { createServer, request as httpRequest } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir, clientDir } from "../scripts/build-dir.mjs";
import { BASE_HEADERS, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.mjs";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

// The investor data room (DATAROOM.md): /investors (and /de, /ar) moves permanently to the room,
// and any document path is answered with the one prerendered document shell, which reads the slug
// from the URL; documents come from the lead API to a valid session and are never built.
const INVESTORS_PATH = /^(\/de|\/ar)?\/investors\/?$/;
const DOCUMENT_PATH = /^(\/de|\/ar)?\/dataroom\/[^/.]+\/?$/;

const ENCODINGS = [
  { name: "br", ext: "br" },
  { name: "gzip", ext: "gz" },
];

/**
 * Forwards a /v1/* request to the lead API, as a CDN route would in production, adding the
 * client's address to X-Forwarded-For (the lead API trusts it from configured proxies only).
 */
function proxyToLeadApi(req, res, leadApi) {
  const target = new URL(req.url ?? "/", leadApi);
  const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
    .filter(Boolean)
    .join(", ");
  const upstream = httpRequest(
    target,
    {
      method: req.method,
      headers: { ...req.headers, host: target.host, "x-forwarded-for": forwardedFor },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) {
      res.writeHead(503, {
        ...BASE_HEADERS,
        "Content-Type": "application/json",
        "Retry-After": "5",
      });
    }
    res.end(JSON.stringify({ success: false, message: "The lead service is unavailable." }));
  });
  req.pipe(upstream);
}

/**
 * Creates the static server; `listen` is the caller's. With `leadApi`, /v1/* goes to the lead API.
 * `trackers` are the CSP sources of the build's trackers (`trackerCspSources`; postbuild writes
 * them to csp-sources.json beside the client folder).
 */
export function createSiteServer({ root, connectSrc = [], leadApi, trackers }) {
  const base = resolve(root);

  async function findFile(pathname) {
    const decoded = decodeURIComponent(pathname);
    const target = normalize(join(base, decoded));
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

  const hashCache = new Map();
  // Keyed by modification time too, so a rebuild under a running server never serves stale hashes.
  async function pageScriptHashes(file) {
    const key = `${file}:${(await stat(file)).mtimeMs}`;
    if (!hashCache.has(key)) hashCache.set(key, inlineScriptHashes(await readFile(file, "utf8")));
    return hashCache.get(key);
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

  return createServer(async (req, res) => {
    try {
      if (leadApi && (req.url ?? "").startsWith("/v1/")) {
        proxyToLeadApi(req, res, leadApi);
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { ...BASE_HEADERS, Allow: "GET, HEAD" }).end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      const investors = url.pathname.match(INVESTORS_PATH);
      if (investors) {
        const location = `${investors[1] ?? ""}/dataroom${url.search}`;
        res.writeHead(301, { ...BASE_HEADERS, Location: location, "Cache-Control": "no-cache" });
        res.end();
        return;
      }
      let file = await findFile(url.pathname);
      const documentPath = file ? null : url.pathname.match(DOCUMENT_PATH);
      if (documentPath) file = await findFile(`${documentPath[1] ?? ""}/dataroom/__document`);
      let status = 200;
      if (!file) {
        // Unknown /de/… and /ar/… paths get the not-found page in their language.
        const locale = url.pathname.match(/^\/(de|ar)(\/|$)/)?.[1];
        file = join(base, locale ? `${locale}/404.html` : "404.html");
        status = 404;
      }
      const type = MIME[extname(file)] ?? "application/octet-stream";
      const headers = { ...BASE_HEADERS, "Content-Type": type, Vary: "Accept-Encoding" };
      if (type.startsWith("text/html")) {
        headers["Content-Security-Policy"] = contentSecurityPolicy({
          scriptHashes: await pageScriptHashes(file),
          connectSrc,
          trackers,
        });
        headers["Cache-Control"] = "no-cache";
      } else if (url.pathname.startsWith("/assets/")) {
        headers["Cache-Control"] = "public, max-age=31536000, immutable";
      } else {
        headers["Cache-Control"] = "public, max-age=3600";
      }
      const encoding = await pickEncoding(file, req.headers["accept-encoding"]);
      const body = await readFile(encoding ? `${file}.${encoding.ext}` : file);
      if (encoding) headers["Content-Encoding"] = encoding.name;
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(500, { ...BASE_HEADERS, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    }
  });
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
  const trackers = await readTrackerSources();
  const server = createSiteServer({ root, leadApi, trackers });
  server.listen(port, host, () => console.log(`site: http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
