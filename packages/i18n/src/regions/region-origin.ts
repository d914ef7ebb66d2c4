import { REGIONS, type RegionHost } from "./regions";

const REGION_HOSTS = new Set<string>(REGIONS.map((region) => region.host));

/**
 * The origin of a regional host next to a given origin: `https://www.vantreo.com` with `sg`
 * gives `https://sg.vantreo.com`; a bare domain gets the subdomain prepended. Returns
 * `undefined` for localhost and IP addresses, which have no regional subdomains.
 */
export function regionOrigin(origin: string, host: RegionHost): string | undefined {
  const url = new URL(origin);
  const { hostname } = url;
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(":") || hostname.startsWith("[");
  if (isIp || hostname === "localhost" || !hostname.includes(".")) return undefined;
  const labels = hostname.split(".");
  const apex = labels.length > 2 && REGION_HOSTS.has(labels[0] ?? "") ? labels.slice(1) : labels;
  url.hostname = [host, ...apex].join(".");
  return url.origin;
}
