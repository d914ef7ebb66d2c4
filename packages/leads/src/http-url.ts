/**
 * The URL when it is an absolute http or https URL, else an empty string (spec section 5: a
 * `javascript:` or `data:` page URL is never kept).
 */
export function httpUrlOrEmpty(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  let protocol: string;
  try {
    // Not URL.canParse: Safari only has it since 17.
    protocol = new URL(text).protocol;
  } catch {
    return "";
  }
  return protocol === "http:" || protocol === "https:" ? text : "";
}

/** The address of the current page in a browser; empty on a server. */
export function currentPageUrl(): string {
  const location = (globalThis as { location?: { href?: unknown } }).location;
  return typeof location?.href === "string" ? httpUrlOrEmpty(location.href) : "";
}
