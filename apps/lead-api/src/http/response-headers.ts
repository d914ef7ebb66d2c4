import { SECURITY_HEADERS } from "./security-headers";

/** The headers of every answer before the per-request ones: a fresh copy each time. */
export function baseResponseHeaders(): Record<string, string> {
  return { ...SECURITY_HEADERS };
}
