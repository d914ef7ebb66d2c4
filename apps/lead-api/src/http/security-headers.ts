import { STRICT_TRANSPORT_SECURITY } from "@vantreo/leads/transport-security";

/**
 * The security headers of every answer (OWASP Secure Headers Project, for a JSON API that no
 * page should frame or embed): nothing may load or frame it, no MIME sniffing, no referrer, HTTPS
 * only (the HSTS policy of the site's pages, from @vantreo/leads), and no cache may keep answers
 * that carry lead ids and personal data.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-site",
  "Referrer-Policy": "no-referrer",
  // The site's pages send the same policy (one value, so no answer shortens what another set).
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
};
