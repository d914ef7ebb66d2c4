export type {
  ConsentView,
  DeliveryState,
  DeskLead,
  DeskStaff,
  DueDates,
  HistoryEntry,
  LeadDetail,
  LeadPage,
  MailDetail,
  MailPage,
  MailPreview,
  MailSummary,
  PrivacyLaw,
  PrivacyOverride,
  PrivacyRequest,
  StaffAccountSummary,
  StaffSession,
} from "./desk-wire";
export {
  canMove,
  isLeadStatus,
  LEAD_STATUSES,
  nextStatuses,
  type LeadStatus,
} from "./lead-workflow";
export { MAIL_KINDS, type MailKind } from "./mail-kinds";
export { isStaffRole, STAFF_ROLES, type StaffRole } from "./staff-roles";
