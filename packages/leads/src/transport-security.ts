/**
 * The one HTTP Strict Transport Security policy of the firm's origins (RFC 6797): the site's
 * pages (apps/site/server/site-policy.mjs, and through it nginx and the static hosts' files) and
 * the lead API's answers under /v1 send exactly this value. A browser keeps the policy of the
 * last answer it saw from a host (RFC 6797, section 8.1), so two values would let each /v1 call
 * shorten what a page set. Two years, every subdomain, and the `preload` token the browsers'
 * preload list asks for (https://hstspreload.org: max-age of at least one year,
 * includeSubDomains, preload).
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";
