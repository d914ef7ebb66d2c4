export * from "./lead-types";
export {
  LEAD_MESSAGES,
  LEAD_MESSAGE_CODES,
  formatLeadMessage,
  type LeadMessageCode,
} from "./lead-messages";
export { LEAD_LIMITS } from "./lead-limits";
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
export { sanitizeLead } from "./sanitize-lead";
export { validateLead } from "./validate-lead";
export { prepareLead, type PreparedLead } from "./prepare-lead";
