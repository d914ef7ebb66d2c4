import { LEAD_LIMITS } from "../lead-limits";

/**
 * A request for access: a name of 1–100 characters, the firm within the lead rules'
 * company limits and an optional message within their message limit; lengths after trimming.
 */
export const ACCESS_REQUEST_LIMITS = {
  name: { min: 1, max: 100 },
  firm: LEAD_LIMITS.company,
  message: { max: LEAD_LIMITS.message.max },
} as const;

/** How long an access code works, in days: 14 unless the administrator chooses 1 to 90. */
export const ACCESS_DAYS = { default: 14, min: 1, max: 90 } as const;

/** A document slug: lowercase words of letters and digits joined by single hyphens. */
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs the site's own data-room pages use (/dataroom/access, /dataroom/admin, /dataroom/verify
 * and the prerendered document shell): a document there could never be opened.
 */
export const RESERVED_SLUGS: readonly string[] = ["access", "admin", "verify", "__document"];

/** The sizes of a document, in characters after trimming, and of its lists. */
export const DOCUMENT_LIMITS = {
  slug: { max: 80 },
  title: { max: 200 },
  description: { max: 500 },
  heading: { max: 200 },
  paragraph: { max: 5000 },
  sections: { min: 1, max: 50 },
  paragraphsPerSection: { min: 1, max: 50 },
} as const;

/** Whether a slug can name a document: the pattern, the length and not a reserved page. */
export function isDocumentSlug(slug: string): boolean {
  return (
    slug.length <= DOCUMENT_LIMITS.slug.max &&
    DOCUMENT_SLUG_PATTERN.test(slug) &&
    !RESERVED_SLUGS.includes(slug)
  );
}
