/**
 * English copy shared by the three tools that the `tools` namespace of @vantreo/i18n does not
 * hold. The tool routes exist in English only (spec section 2), so these strings are not
 * translated; labels that the namespace has are read from it with `useTranslation("tools")`.
 * The trust scale's own wording lives with the scale (trust/trust-scale.ts), quoted from the
 * trust paper, and the maturity questions with their bank (maturity/maturity-questions.ts).
 * Each tool's own copy is beside it (roi/roi-copy.ts, maturity/maturity-copy.ts,
 * trust/trust-copy.ts), so a tool page loads only its own.
 */

/** Strings shared by the three tools. */
export const SHARED_COPY = {
  eyebrow: "Free tool",
  print: "Print or save as PDF",
  copyLink: "Copy share link",
  linkCopied: "Link copied. Anyone with it sees these figures.",
  shareLabel: "Share link",
  errorSummary: "Some answers need attention:",
  sendByEmail: "Send it by email instead",
  required: "Required",
  optional: "Optional",
  messageLabel: "Anything we should know? (optional)",
  messageHelp: "Goals, timeline or the systems involved.",
  companyHelp: "Between 2 and 100 characters.",
  nextSteps: "Next steps",
} as const;
