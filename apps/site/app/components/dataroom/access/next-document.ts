import { DOCUMENT_LIMITS, DOCUMENT_SLUG_PATTERN } from "@vantreo/leads/dataroom";

/**
 * The document to open after a code is accepted, from `?next=` of the access page (set by a
 * document page that had no session). Anything but a plain slug is ignored, so the parameter
 * can never send the visitor to another site or path.
 */
export function nextDocument(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && next.length <= DOCUMENT_LIMITS.slug.max && DOCUMENT_SLUG_PATTERN.test(next)
    ? next
    : null;
}
