import { stripHtmlTags } from "./strip-html-tags";

/** How {@link cleanText} treats line breaks and tabs. */
export type CleanTextOptions = {
  /** A multi-line field (a message) keeps line feeds and tabs; others turn them into spaces. */
  multiLine?: boolean;
};

// Fixed-length alternatives only, so the scan is linear (no backtracking): a surrogate pair
// (kept), CR LF (one line break), then one class: C0 and C1 controls and DEL (PostgreSQL text
// refuses NUL; tab and line breaks are mapped below), U+2028/U+2029, a lone surrogate (not
// encodable in UTF-8) and the bidirectional embedding, override and isolate controls of Unicode
// UAX #9 (U+202A–U+202E, U+2066–U+2069), which can make text read differently than it is stored
// ("Trojan Source", CVE-2021-42574). The marks LRM, RLM and ALM stay: Arabic text needs them and
// they override nothing.
const UNWANTED =
  // eslint-disable-next-line no-control-regex
  /[\ud800-\udbff][\udc00-\udfff]|\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/g;

function replacement(match: string, multiLine: boolean): string {
  if (match.length === 2) return match === "\r\n" ? (multiLine ? "\n" : " ") : match;
  const code = match.charCodeAt(0);
  if (code === 0x09) return multiLine ? "\t" : " ";
  if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029)
    return multiLine ? "\n" : " ";
  return code >= 0xd800 && code <= 0xdfff ? "\ufffd" : "";
}

/**
 * Trims text and removes what has no place in a form field: control characters, bidirectional
 * override controls and lone surrogates (as U+FFFD). Line breaks (CR LF, CR, LF, U+2028/9) become
 * a line feed in a multi-line field and a space elsewhere; tabs stay only in a multi-line field.
 * Linear in the length of the text.
 */
export function cleanText(
  value: string | null | undefined,
  options: CleanTextOptions = {},
): string {
  const multiLine = options.multiLine === true;
  return (value ?? "").replace(UNWANTED, (match) => replacement(match, multiLine)).trim();
}

/**
 * {@link cleanText} plus HTML tag stripping ({@link stripHtmlTags}): the free text of a lead or
 * of a data-room request, made safe to store and to show in a staff table. Control characters
 * go first, so a NUL inside `<scr\0ipt>` cannot hide a tag. Linear in the length of the text.
 */
export function cleanFreeText(
  value: string | null | undefined,
  options: CleanTextOptions = {},
): string {
  return stripHtmlTags(cleanText(value, options)).trim();
}
