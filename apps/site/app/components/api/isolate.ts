/**
 * Wraps text in Unicode first-strong isolates (U+2068 … U+2069) so an e-mail address or a code
 * placed inside a translated sentence keeps its own direction on Arabic pages (Unicode UAX #9,
 * the string equivalent of <bdi>).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
