/**
 * The zod-free half of the contract, for browser code that must not carry zod: the roles and
 * the capability rule, the error codes and envelope, the lead workflow, the mail templates, the
 * lead filter's field names and limits, and every response type. (Types of the schemas are
 * re-exported as types only.)
 */
export type * from "./desk-wire";
export {
  SUBSCRIBER_PAGE_SIZE,
  SUBSCRIBER_STATUSES,
  type DeskSubscriber,
  type SubscriberPage,
  type SubscriberStatus,
} from "./subscriber-list";
export {
  PRIVACY_PAGE_SIZE,
  PRIVACY_STATES,
  type PrivacyPage,
  type PrivacyState,
} from "./privacy-queue";
export {
  ERROR_CODES,
  ERROR_MESSAGES,
  errorEnvelope,
  isErrorCode,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldErrors,
} from "./errors";
export {
  LEAD_FILTER_FIELDS,
  NO_OWNER,
  PAGE_SIZE,
  REPLY_STATES,
  SEARCH_MAX_LENGTH,
  type LeadFilterField,
  type ReplyState,
} from "./lead-filter-fields";
export type { LeadFilter, LeadFilterParams, LeadMinFilter, LeadQuery } from "./lead-filter";
export {
  DEFAULT_LEAD_SORT,
  DESK_CSV_FIELDS,
  INBOX_COLUMN_FIELDS,
  LEAD_COLUMN_KINDS,
  LEAD_FACTS,
  LEAD_FIELDS,
  LEAD_INPUT_FIELDS,
  LEAD_MIN_FILTERS,
  LEAD_SORTS,
  SHARED_LEAD_FIELDS,
  SUBJECT_CSV_FIELDS,
  type LeadColumnKind,
  type LeadDeskUse,
  type LeadFieldSpec,
  type LeadMinParam,
  type LeadPartValues,
  type LeadRecordPart,
  type LeadSort,
} from "./lead-record-fields";
export type { LeadChangeInput } from "./desk-bodies";
export type { ReplyInput } from "./reply-bodies";
export type { StaffCredentials, StaffInvitation } from "./staff-bodies";
export {
  canMove,
  isLeadStatus,
  LEAD_STATUSES,
  nextStatuses,
  type LeadStatus,
} from "./lead-workflow";
export { MAIL_KINDS, type MailKind } from "./mail-kinds";
export {
  AD_CONVERSION_STAGES,
  AD_NETWORKS,
  REPORT_BREAKDOWNS,
  REPORT_GRAINS,
  REPORT_MAX_DAYS,
  REPORT_MAX_ROWS,
  REPORT_TIME_ZONE,
  type AdConversionStage,
  type AdNetwork,
  type ReportBreakdown,
  type ReportGrain,
} from "./report-fields";
export type { LeadReport, OfflineConversionQuery, ReportQuery } from "./report-schemas";
export {
  can,
  CAPABILITIES,
  isStaffRole,
  parseRoles,
  STAFF_ROLES,
  type Capability,
  type StaffRole,
} from "./staff-roles";
export {
  ROUTING_CRITERIA,
  ROUTING_LIMITS,
  type RoutingConfig,
  type RoutingCriterion,
  type RoutingRule,
} from "./routing-fields";
export type { RoutingConfigInput } from "./routing";
export {
  VIEW_LISTS,
  VIEW_NAME_MAX,
  VIEW_SEARCH_MAX,
  VIEWS_MAX,
  type ViewList,
} from "./saved-view-fields";
export type { SavedView, SavedViewInput, SavedViewList } from "./saved-views";
export {
  ALERT_CHANNELS,
  ALERT_LEAD_TYPES,
  ALERT_LIMITS,
  ALERT_LOCALES,
  alertUrlProblem,
  type AlertChannel,
  type AlertConfig,
  type AlertLeadType,
  type AlertLocale,
  type AlertRule,
} from "./alert-fields";
export type { AlertConfigInput } from "./alerts";
