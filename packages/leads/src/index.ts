export * from "./lead-types";
export {
  LEAD_MAGNET_LEAD_TYPE,
  LEAD_MAGNET_METADATA_KEY,
  LEAD_MAGNET_LOCALE_KEY,
  LEAD_MAGNET_ORIGINAL_TYPE,
  requestedLeadMagnet,
  requestedLeadMagnetLocale,
} from "./lead-magnet";
export {
  LEAD_MESSAGES,
  LEAD_MESSAGE_CODES,
  formatLeadMessage,
  type LeadMessageCode,
} from "./lead-messages";
export { LEAD_LIMITS } from "./lead-limits";
export { RETENTION_POLICY } from "./retention-policy";
export {
  LeadSchema,
  LeadMetadataSchema,
  LeadInputSchema,
  type Lead,
  type LeadMetadata,
  type LeadInput,
} from "./lead-schema";
export { LeadResponseSchema, type LeadResponse } from "./lead-response";
export { leadFieldError, type LeadFieldError } from "./lead-field-error";
export { EmailSchema } from "./email-schema";
export { stripHtmlTags } from "./strip-html-tags";
export { cleanText, cleanFreeText, type CleanTextOptions } from "./clean-text";
export { csvCell, csvRow, type CsvSeparator } from "./csv-cell";
export { sanitizeLead } from "./sanitize-lead";
export { validateLead } from "./validate-lead";
export { prepareLead, type PreparedLead } from "./prepare-lead";
export { splitFullName } from "./split-full-name";
export { inferLeadType, type LeadTypeHint } from "./infer-lead-type";
export { inferSource, type SourceHint } from "./infer-source";
export { composeMessage, type MessageParts } from "./compose-message";
export { checkMarketingConsent } from "./marketing-consent";
export type { LeadFormValues, LeadFormSettings } from "./lead-form-values";
export { leadFromForm } from "./lead-from-form";
export { validateLeadForm } from "./validate-lead-form";
export { parseRetryAfter } from "./retry-after";
export { createIdempotencyKey } from "./idempotency-key";
export { LEAD_SIGNATURE_HEADER, signLeadBody, verifyLeadSignature } from "./lead-signature";
export { leadMailtoLink } from "./mailto-link";
export type { SubmitResult, SubmitSuccess, SubmitFailure, SubmitErrorKind } from "./submit-result";
export {
  createLeadClient,
  LEAD_CLIENT_DEFAULTS,
  type LeadClient,
  type LeadClientOptions,
} from "./create-lead-client";
