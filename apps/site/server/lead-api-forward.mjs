// Forwards /v1/* to the lead API, as the production proxy (nginx, CDN rewrite) does, so forms
// post to the site's own origin. Bodies are capped before the API sees them; the API's own
// answers (its 413 for a route's smaller limit included) pass through untouched.
import { request as httpRequest } from "node:http";
import { leadApiAnswerBody } from "./site-policy.mjs";

// Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function withoutHopByHop(headers) {
  const listed = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !listed.includes(name.toLowerCase()),
    ),
  );
}

/** Answers in the lead API's JSON shape, with the site's security headers. */
export function answerInFront(res, answer, baseHeaders) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const headers = { ...baseHeaders, "Content-Type": "application/json; charset=utf-8" };
  if (answer.retryAfter) headers["Retry-After"] = answer.retryAfter;
  res.writeHead(answer.status, headers).end(leadApiAnswerBody(answer));
}

/**
 * The client's X-Forwarded-For with the peer appended: each hop adds the address it received the
 * request from, so the lead API trusts only the hops it knows (LEAD_API_TRUSTED_PROXIES).
 */
export function appendForwardedFor(header, peer) {
  const prior = Array.isArray(header) ? header.join(", ") : header;
  return [prior, peer ?? "unknown"].filter((part) => part && String(part).trim()).join(", ");
}

/** How much of a refused body is still read and dropped, and for how long, before the cut. */
const DISCARD_LIMITS = { bytes: 16 * 1_048_576, ms: 10_000 };

/**
 * Lets the client of a refused body read its 413 (RFC 9112, section 9.6): Node ends a
 * `Connection: close` answer with `socket.destroySoon()`, which destroys the socket while the
 * client is still sending, and the kernel's reset can then destroy the answer before the client
 * reads it (EPIPE, ECONNRESET). Here the socket half-closes after the answer and keeps reading and
 * dropping the body until the client closes, or the limits pass. The lead API does the same
 * (`apps/lead-api/src/http/close-in-stages.ts`).
 */
function closeInStages(req) {
  const socket = req.socket;
  let discarded = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, DISCARD_LIMITS.ms).unref();
  socket.once("close", () => clearTimeout(timer));
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMITS.bytes) cut();
  });
  req.resume();
  // Node's HTTP server listens with allowHalfOpen, so the socket reads on after its own FIN.
  socket.destroySoon = () => void socket.end();
}

/** Reads a request body up to `limit` bytes; resolves null as soon as it is larger. */
function readCapped(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      resolve(null);
      return;
    }
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        // The rest is read and dropped by Node once the 413 is sent, never kept.
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Sends `path` (already checked: under /v1/, normalised) to `leadApi` with the request's method,
 * headers and body, and pipes the answer back.
 */
export async function forwardToLeadApi(req, res, { leadApi, path, route, baseHeaders }) {
  const body = await readCapped(req, route.bodyLimitBytes);
  if (body === null) {
    closeInStages(req);
    answerInFront(res, route.answers.tooLarge, baseHeaders);
    return;
  }
  const target = new URL(path, leadApi);
  const headers = withoutHopByHop(req.headers);
  for (const name of route.strippedRequestHeaders) delete headers[name];
  headers.host = target.host;
  headers["x-forwarded-for"] = appendForwardedFor(
    req.headers["x-forwarded-for"],
    req.socket.remoteAddress,
  );
  if (body.length > 0 || req.headers["content-length"] !== undefined)
    headers["content-length"] = String(body.length);

  let answered = false;
  const upstream = httpRequest(
    target,
    { method: req.method, headers, timeout: route.timeoutSeconds * 1000 },
    (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    },
  );
  upstream.on("timeout", () => upstream.destroy(new Error("timeout")));
  upstream.on("error", (error) => {
    // The API may answer (say 413) and close before it read the whole body: its answer stands.
    if (answered) return;
    const timedOut = error.message === "timeout";
    answerInFront(res, timedOut ? route.answers.timeout : route.answers.unavailable, baseHeaders);
  });
  upstream.end(body);
}
