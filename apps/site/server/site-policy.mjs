// How the built site is served, decided once. The local server (serve.mjs) reads this module at
// request time; the build writes the production files from it (scripts/postbuild/deploy-*.mjs:
// nginx.conf, _headers, _redirects). Change a header, a cache rule or a redirect here and the
// local server and every generated file change with it.
import { localeFromPath, LOCALES } from "@vantreo/i18n";
import { STRICT_TRANSPORT_SECURITY } from "@vantreo/leads/transport-security";
import { pagePolicy } from "./security-headers.mjs";

/** The locale prefixes of the site's paths (English has none). */
export const LOCALE_PREFIXES = ["", "/de", "/ar"];

/** Media types by extension; the ones with a charset are text (RFC 9110, section 8.3.1). */
export const MIME = {
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

/**
 * Headers of every answer the site itself gives (the lead API sends its own, with the same HSTS
 * policy: one constant in @vantreo/leads, so an API answer never shortens what a page set).
 */
export const BASE_HEADERS = {
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Cache-Control by kind (RFC 9111): HTML is revalidated on every use, so a deploy shows at once;
 * files under /assets/ carry a content hash in their name, so they never change and are cached
 * for a year (RFC 8246 `immutable`); everything else (favicon, feeds, sitemap) for an hour.
 */
export const CACHE_CONTROL = {
  html: "no-cache",
  hashedAsset: "public, max-age=31536000, immutable",
  other: "public, max-age=3600",
  redirect: "no-cache",
};

/** Files are served as they are or as their .br/.gz copy, so caches key on the encoding. */
export const VARY = "Accept-Encoding";

/** The folder of content-hashed files (Vite's `assets/`). */
export const HASHED_ASSET_PREFIX = "/assets/";

/**
 * Permanent redirects, exact paths; the query string is kept. /investors moved to the investor
 * data room (/dataroom), in each locale.
 */
export const REDIRECTS = LOCALE_PREFIXES.map((prefix) => ({
  from: `${prefix}/investors`,
  to: `${prefix}/dataroom`,
  status: 301,
}));

/**
 * The data room's document paths: `<locale>/dataroom/<slug>` answers with the one prerendered
 * shell of its locale, which reads the slug from the URL (documents are never built). A real
 * page under /dataroom/ (access, verify) and the staff app (/dataroom/admin) win over the shell.
 */
export const DOCUMENT_SHELLS = LOCALE_PREFIXES.map((prefix) => ({
  prefix: `${prefix}/dataroom/`,
  shell: `${prefix}/dataroom/__document/index.html`,
}));

/**
 * The staff app: one client-routed application for `/desk`, every path under it (the inbox, the
 * spam folder, a lead — the sales notification's link —, privacy, staff, mail, the account, the
 * invitation's landing page) and `/dataroom/admin`, in each locale. One prerendered shell per
 * locale answers all of them; the app reads the path in the browser. `path` is the part after the
 * locale prefix, as a regular expression that PCRE (nginx) and JavaScript read alike: segments
 * without dots, so a file name (`x.data`, `app.js`) is never a page of the app.
 *
 * Its policy is a path rule: the shell's CSP names no tracker host, whatever the build's trackers
 * (staff pages show leads' and investors' personal data; a script that got in could send what it
 * reads to the site alone), and the shell carries no `<meta>` policy of its own.
 */
export const STAFF_APP = {
  path: "(desk(/[^/.]+)*|dataroom/admin)/?",
  shells: LOCALE_PREFIXES.map((prefix) => ({ prefix, shell: `${prefix}/desk/index.html` })),
  /** The patterns of a static host's `_headers` and `_redirects` (after the locale prefix). */
  staticPaths: ["/desk", "/desk/*", "/dataroom/admin", "/dataroom/admin/"],
};

/** The staff app's shell (a client-relative path with a leading slash) for `pathname`, or null. */
export function staffAppShell(pathname) {
  for (const { prefix, shell } of STAFF_APP.shells) {
    if (new RegExp(`^${prefix}/${STAFF_APP.path}$`).test(pathname)) return shell;
  }
  return null;
}

/** Whether a client-relative HTML file of the build is a staff app shell (the CSP path rule). */
export function isStaffAppFile(file) {
  return STAFF_APP.shells.some(({ shell }) => shell.slice(1) === file);
}

/** A slug: one segment without dots (so `x.data` or `a/b` are not documents). */
export const DOCUMENT_SLUG = "[^/.]+";

/** The not-found page of a path's locale (a client-relative file). */
export function notFoundPage(pathname) {
  const { prefix } = LOCALES[localeFromPath(pathname)];
  return prefix ? `${prefix.slice(1)}/404.html` : "404.html";
}

/** The lead API behind the site's own origin, as forms post to `/v1/*` (no CORS). */
export const LEAD_API_ROUTE = {
  prefix: "/v1/",
  /**
   * The largest body any lead API route accepts (its LEAD_API_BODY_LIMIT_BYTES ceiling, 1 MiB).
   * Larger bodies are refused in front of the API with 413, never buffered.
   */
  bodyLimitBytes: 1_048_576,
  /** How long the API may take to answer before the visitor gets a 504. */
  timeoutSeconds: 15,
  connectTimeoutSeconds: 5,
  /**
   * Raw request paths never forwarded, even when they normalise to a path under /v1/: encoded
   * dots, slashes, backslashes and NUL, literal backslashes, empty segments and dot segments
   * (RFC 3986, section 5.2.4). The API must see exactly the path the route matched. PCRE and
   * JavaScript read this pattern alike (nginx uses it case-insensitively with `~*`).
   */
  unsafeRawPath: "^[^?]*(%2e|%2f|%5c|%00|\\x5c|//|/\\.{1,2}(/|\\?|$))",
  /** Headers a client must not set on the API's request (the proxy sets X-Forwarded-For). */
  strippedRequestHeaders: ["forwarded", "x-real-ip"],
  /** JSON bodies of the answers given in front of the API, in its lead response shape. */
  answers: {
    tooLarge: { status: 413, message: "Request body is too large" },
    unavailable: { status: 503, message: "The lead service is unavailable.", retryAfter: "5" },
    timeout: { status: 504, message: "The lead service did not answer in time.", retryAfter: "5" },
    notFound: { status: 404, message: "Not found" },
  },
};

/** The JSON body of an answer given in front of the lead API. */
export function leadApiAnswerBody(answer) {
  return JSON.stringify({ success: false, message: answer.message });
}

/**
 * Timeouts of the site's own listener (slowloris and stuck uploads): the headers within 10 s, the
 * whole request within 30 s, an idle keep-alive connection closed after 5 s.
 */
export const SERVER_TIMEOUTS = {
  headersSeconds: 10,
  requestSeconds: 30,
  keepAliveSeconds: 5,
};

/**
 * The CSP of one served HTML file: the build-time hashes of exactly its inline scripts and styles
 * (`cspPages[file]`, written by postbuild to csp-hashes.json) and, on a page that may load
 * trackers, the build's tracker hosts. The staff app's shells never get a tracker host
 * ({@link STAFF_APP}); a file the build did not record gets no hash and no tracker host.
 */
export function pageContentSecurityPolicy(file, { cspPages = {}, trackers, connectSrc } = {}) {
  return pagePolicy(cspPages[file], {
    trackers: isStaffAppFile(file) ? undefined : trackers,
    connectSrc,
  });
}

/** Everything above as one object, so a test can change one rule and see every output follow. */
export const sitePolicy = {
  mime: MIME,
  baseHeaders: BASE_HEADERS,
  cacheControl: CACHE_CONTROL,
  vary: VARY,
  hashedAssetPrefix: HASHED_ASSET_PREFIX,
  redirects: REDIRECTS,
  documentShells: DOCUMENT_SHELLS,
  staffApp: STAFF_APP,
  staffAppShell,
  isStaffAppFile,
  documentSlug: DOCUMENT_SLUG,
  notFoundPage,
  leadApi: LEAD_API_ROUTE,
  serverTimeouts: SERVER_TIMEOUTS,
  pageContentSecurityPolicy,
};
