/** The request kinds of the /data-rights form (`metadata.request_type`). */
export const REQUEST_TYPES = [
  "access",
  "deletion",
  "correction",
  "portability",
  "opt-out",
  "other",
] as const;
