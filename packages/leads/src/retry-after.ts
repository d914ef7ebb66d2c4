/**
 * How long a `Retry-After` header asks the client to wait, in milliseconds (RFC 9110 section
 * 10.2.3): either a number of seconds or an HTTP date, which is measured from `nowMs`. A date in
 * the past means no wait. Returns null when the header is absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number = Date.now(),
): number | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Date.parse accepts "1" or "2025" too; an HTTP date always names its weekday or month.
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}
