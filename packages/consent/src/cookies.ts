import type { CookieJar } from "./browser-env";

/** A cookie name, or a prefix when it ends with `*` (e.g. `_ga_*` for every GA4 stream cookie). */
export type CookiePattern = string;

/** Options for {@link writeCookie}. */
export type CookieOptions = {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: "Lax" | "Strict" | "None";
  domain?: string;
};

/** The names of the cookies the jar currently exposes. */
export function cookieNames(jar: CookieJar): string[] {
  return jar.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name.length > 0);
}

/** The decoded value of a cookie, or null when it is not set. */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Writes a first-party cookie (path `/` and SameSite=Lax unless told otherwise). */
export function writeCookie(
  jar: CookieJar,
  name: string,
  value: string,
  options: CookieOptions = {},
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? "/"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  jar.cookie = parts.join("; ");
}

// Trackers set their cookies on the registrable domain (`.vantreo.com`) rather than the host
// (`www.vantreo.com`), so a delete has to name every parent domain to reach them.
function parentDomains(hostname: string): string[] {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname)) return [];
  const labels = hostname.split(".");
  const domains: string[] = [];
  for (let index = 0; index < labels.length - 1; index += 1) {
    domains.push(`.${labels.slice(index).join(".")}`);
  }
  return domains;
}

/** Expires a cookie on the host and on every parent domain. */
export function deleteCookie(jar: CookieJar, name: string, hostname = ""): void {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
  jar.cookie = expired;
  for (const domain of parentDomains(hostname)) jar.cookie = `${expired}; domain=${domain}`;
}

/** True when a cookie name matches a pattern (exact, or prefix for patterns ending with `*`). */
export function matchesCookiePattern(name: string, pattern: CookiePattern): boolean {
  return pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** Deletes every cookie whose name matches one of the patterns; returns the names deleted. */
export function clearCookies(
  jar: CookieJar,
  patterns: readonly CookiePattern[],
  hostname = "",
): string[] {
  const names = cookieNames(jar).filter((name) =>
    patterns.some((pattern) => matchesCookiePattern(name, pattern)),
  );
  for (const name of names) deleteCookie(jar, name, hostname);
  return names;
}
