/** A document slug as the lead API accepts it (lowercase words joined by hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The document to open after a code is accepted, from `?next=` of the access page (set by a
 * document page that had no session). Anything but a plain slug is ignored, so the parameter
 * can never send the visitor to another site or path.
 */
export function nextDocument(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && next.length <= 80 && SLUG_PATTERN.test(next) ? next : null;
}
