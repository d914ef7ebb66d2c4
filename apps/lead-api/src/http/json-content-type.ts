/**
 * Whether a `Content-Type` header announces JSON in UTF-8: `application/json`, optionally with
 * `charset=utf-8` (RFC 8259 section 8.1 makes UTF-8 the only encoding of JSON exchanged between
 * systems). Anything else, including a missing header, is refused with 415.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType = "", ...parameters] = header.split(";");
  if (mediaType.trim().toLowerCase() !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() !== "charset") return true;
    return value.trim().replace(/^"|"$/g, "").toLowerCase() === "utf-8";
  });
}
