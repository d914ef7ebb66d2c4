// Reads a request's target the way nginx does, so the local server and the production nginx route
// the same raw paths alike: percent-decoded, dot segments resolved (RFC 3986, section 5.2.4),
// and a malformed escape refused with 400 instead of an exception.

/**
 * The route facts of a raw request target (`req.url`):
 * `{ ok: true, pathname, decoded, search, raw }`, or `{ ok: false, status: 400 }` when the target is
 * neither an origin-form nor an absolute-form target (RFC 9112, section 3.2) or holds a `%` that
 * is not an escape.
 */
export function readRequestTarget(target = "/") {
  // A server must accept the absolute form too (RFC 9112, section 3.2.2); nginx routes its path.
  const absolute = target.match(/^https?:\/\/[^/?#]*(.*)$/i);
  const raw = absolute ? absolute[1] || "/" : target;
  if (!raw.startsWith("/")) return { ok: false, status: 400 };
  let url;
  try {
    // The WHATWG URL parser resolves `.`/`..` segments, including `%2e` spellings, as nginx does.
    url = new URL(raw, "http://localhost");
  } catch {
    return { ok: false, status: 400 };
  }
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, status: 400 };
  }
  const queryAt = raw.indexOf("?");
  return {
    ok: true,
    pathname: url.pathname,
    decoded,
    search: queryAt === -1 ? "" : raw.slice(queryAt),
    raw,
  };
}

/**
 * The path and query to forward to the lead API, or null when the request must not reach it.
 * Only a target whose normalised path lies under `prefix` is a candidate; of those, one whose raw
 * spelling is unsafe (`unsafeRawPath`) is refused, so the API sees exactly the path that matched.
 */
export function leadApiTarget(target, { prefix, unsafeRawPath }) {
  if (!target.ok || !target.pathname.startsWith(prefix)) return null;
  if (new RegExp(unsafeRawPath, "i").test(target.raw)) return { refused: true };
  return { refused: false, path: target.raw };
}
