import { STRICT_TRANSPORT_SECURITY } from "@vantreo/leads/transport-security";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env";

/**
 * The security headers of every answer (OWASP Secure Headers Project, for a JSON API that no
 * page should frame or embed), set by `hono/secure-headers` after the handler, errors included:
 * nothing may load or frame it, no MIME sniffing, no referrer, HTTPS only (the HSTS policy of the
 * site's pages, from @vantreo/leads). The middleware's browser-page extras (`Origin-Agent-Cluster`,
 * `X-DNS-Prefetch-Control`, `X-Download-Options`, `X-XSS-Protection`) are off: a JSON API has no
 * page they would govern, and the answers keep the header set they had.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-site",
    referrerPolicy: "no-referrer",
    // The site's pages send the same policy (one value, so no answer shortens what another set).
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    xPermittedCrossDomainPolicies: "none",
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
  });
}

/**
 * The headers `reply` sends that are not security headers of the middleware: no cache may keep
 * answers that carry lead ids and personal data.
 */
export const NO_STORE: Readonly<Record<string, string>> = { "Cache-Control": "no-store" };
