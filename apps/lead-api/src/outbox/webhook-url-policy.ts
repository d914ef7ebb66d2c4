const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why a CRM webhook URL may not be used, or null when it may. The relay sends every lead with
 * its HMAC signature, so in production only `https://` will do (OWASP ASVS 9.2.2: TLS for
 * connections to external services); outside production plain `http://` is allowed to a
 * loopback address only (a CRM stand-in on the same machine), never across a network.
 */
export function webhookUrlProblem(url: string, nodeEnv: string | undefined): string | null {
  const { protocol, hostname } = new URL(url);
  if (protocol === "https:") return null;
  if (nodeEnv === "production")
    return "must be an https:// URL when NODE_ENV=production: leads and their signatures never travel in clear text";
  if (!LOOPBACK_HOSTS.test(hostname))
    return "must be an https:// URL (http:// only to a loopback address such as 127.0.0.1, and never in production)";
  return null;
}
