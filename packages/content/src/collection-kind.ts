/**
 * The bundled content collections (spec section 3: insight, case study, learning) plus the
 * careers collection behind /careers/{slug} (spec section 2).
 */
export const COLLECTION_KINDS = ["insight", "case-study", "learning", "career"] as const;

/** One of {@link COLLECTION_KINDS}. */
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
