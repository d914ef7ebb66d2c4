/**
 * The staff, desk and data-room API contract: the zod schemas of every request body and query
 * string, and (from `./core`) the response types, the role → capability rule and the error
 * registry. The lead API validates with these schemas; the staff app derives its types from them.
 */
export * from "./core";
export { leadExportQuerySchema, leadQuerySchema, pagingShape } from "./lead-filter";
export {
  ESTIMATED_VALUE_MAX,
  leadChangeSchema,
  MAIL_PAGE_SIZE,
  mailListQuerySchema,
  NOTE_MAX_LENGTH,
  noteSchema,
  OVERRIDE_REASON_MAX,
  OVERRIDE_REASON_MIN,
  overrideSchema,
  privacyListQuerySchema,
} from "./desk-bodies";
export {
  accountActionSchema,
  invitationSchema,
  linkAcceptSchema,
  linkOpenSchema,
  MAX_STAFF_PASSWORD_LENGTH,
  MIN_STAFF_PASSWORD_LENGTH,
  newStaffSchema,
  passwordChangeSchema,
  rolesChangeSchema,
  staffSignInSchema,
  totpCode,
} from "./staff-bodies";
export { routingConfigSchema, routingRuleSchema } from "./routing";
export { alertConfigSchema, alertRuleSchema } from "./alerts";
export {
  contactQuerySchema,
  mergeSchema,
  REPLY_BODY_MAX,
  REPLY_LOCALES,
  REPLY_SUBJECT_MAX,
  replyDraftQuerySchema,
  replySchema,
  TEMPLATE_NAME_MAX,
  templateEditSchema,
} from "./reply-bodies";
export { subscriberListQuerySchema } from "./desk-bodies";
export {
  leadReportSchema,
  offlineConversionQuerySchema,
  reportQuerySchema,
} from "./report-schemas";
export { z } from "./zod";
export {
  accessRequestSchema,
  approveSchema,
  documentInputSchema,
  investorCodeSchema,
  REQUEST_FIELD_ERRORS,
  verifySchema,
  type AccessRequestInput,
} from "./dataroom-bodies";
export {
  savedViewInputSchema,
  savedViewListSchema,
  savedViewRenameSchema,
  savedViewSchema,
} from "./saved-views";
export * from "./desk-responses";
export * from "./staff-responses";
export * from "./dataroom-responses";
