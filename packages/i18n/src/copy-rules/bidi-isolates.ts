/**
 * Unicode directional isolates (Unicode Standard Annex #9, "Explicit Directional Isolates",
 * section 2.4): text between LRI (U+2066) and PDI (U+2069) is laid out left to right as one unit
 * and does not reorder the right-to-left sentence around it. A phone number, an address, an
 * e-mail address or a Latin figure inside Arabic copy needs one, or the bidi algorithm moves its
 * parts ("+1 (470) 555-0147" shows as "555-0147 (470) 1+", a street number leaves its street).
 */

/** LEFT-TO-RIGHT ISOLATE, U+2066. */
export const LRI = "\u2066";
/** FIRST STRONG ISOLATE, U+2068. */
export const FSI = "\u2068";
/** POP DIRECTIONAL ISOLATE, U+2069. */
export const PDI = "\u2069";

/** `text` wrapped in LRI … PDI: a left-to-right run that keeps its order in right-to-left copy. */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** `text` with every isolated run (LRI/FSI … PDI) removed: what the surrounding sentence holds. */
export function stripIsolatedRuns(text: string): string {
  return text.replace(/[\u2066\u2067\u2068][^\u2066-\u2069]*\u2069/g, " ");
}
