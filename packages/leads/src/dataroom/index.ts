export {
  ACCESS_DAYS,
  ACCESS_REQUEST_LIMITS,
  DOCUMENT_LIMITS,
  DOCUMENT_SLUG_PATTERN,
  isDocumentSlug,
  RESERVED_SLUGS,
} from "./dataroom-limits";
