import { stripHtmlTags } from "./strip-html-tags";

// C0 control characters except tab, line feed and carriage return, plus DEL. NUL in particular
// is refused by PostgreSQL text columns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Trims text and drops control characters that have no place in a form field. */
export function cleanText(value: string | null | undefined): string {
  return (value ?? "").replace(CONTROL_CHARACTERS, "").trim();
}

/** {@link cleanText} plus HTML tag stripping, for the free-text fields of a lead. */
export function cleanTagFreeText(value: string | null | undefined): string {
  return stripHtmlTags(cleanText(value)).trim();
}
