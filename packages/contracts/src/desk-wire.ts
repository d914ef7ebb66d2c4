/**
 * The types of the JSON the lead API's desk, staff and data-room endpoints answer (apps/lead-api/
 * README.md, "Lead desk API"), each inferred from its zod schema (`desk-responses.ts`,
 * `staff-responses.ts`, `dataroom-responses.ts`): the one contract the API writes and the site
 * reads. Type-only imports: the zod-free core entry re-exports these and carries no zod.
 */
import type { z } from "./zod";
import type * as desk from "./desk-responses";
import type * as staff from "./staff-responses";
import type * as dataroom from "./dataroom-responses";
import type * as dataroomBodies from "./dataroom-bodies";

/** `POST`/`GET /v1/staff/session`: the signed-in staff member and the session's CSRF token. */
export type StaffSession = z.output<typeof staff.staffSessionSchema>;
/** `GET /v1/staff/accounts`: one account (never a hash or a secret); times in ms since epoch. */
export type StaffAccountSummary = z.output<typeof staff.staffAccountSummarySchema>;
/** `GET /v1/staff/accounts`. */
export type StaffAccountList = z.output<typeof staff.staffAccountListSchema>;
/** `POST /v1/staff/accounts/:id/{roles,disable}`. */
export type StaffAccountAnswer = z.output<typeof staff.staffAccountAnswerSchema>;
/** `POST /v1/staff/accounts` (201). */
export type StaffInvitationAnswer = z.output<typeof staff.staffInvitationAnswerSchema>;
/** `POST /v1/staff/accounts/:id/reset-{password,totp}`. */
export type StaffResetAnswer = z.output<typeof staff.staffResetAnswerSchema>;
/** What a mailed staff link is for. */
export type StaffLinkPurpose = (typeof staff.STAFF_LINK_PURPOSES)[number];
/** `POST /v1/staff/links/open`: an opened invitation or reset link, as its holder sees it. */
export type OpenedStaffLink = z.output<typeof staff.openedStaffLinkSchema>;
/** `POST /v1/staff/links/accept`. */
export type StaffLinkAccepted = z.output<typeof staff.staffLinkAcceptedSchema>;
/** `POST /v1/staff/password`. */
export type PasswordChanged = z.output<typeof staff.passwordChangedSchema>;

/**
 * A lead as the desk's list, detail and JSON export answer it: the lead flat, with its workflow.
 * Derived from the lead record's declaration (`LEAD_FIELDS`, every field declared `wire`).
 */
export type DeskLead = z.output<typeof desk.deskLeadSchema>;
/** `GET /v1/desk/leads`: one page, the total, and the count of every status for the filter. */
export type LeadPage = z.output<typeof desk.leadPageSchema>;
/** A CRM or mail delivery of a lead; times in ms since the epoch. */
export type DeliveryState = z.output<typeof desk.deliveryStateSchema>;
/** One row of the desk audit as a lead's history shows it: who did what, and when. */
export type HistoryEntry = z.output<typeof desk.historyEntrySchema>;
/** The proof of a lead's marketing consent. */
export type ConsentView = z.output<typeof desk.consentViewSchema>;
/** The states of a booking, in the order its events may move it (never backwards). */
export type BookingStatus = (typeof desk.BOOKING_STATUSES)[number];
/** A call booked through the scheduler (Cal.com) about a lead. */
export type DeskBooking = z.output<typeof desk.deskBookingSchema>;
/** The states of a payment, in the order its events may move it. */
export type PaymentStatus = (typeof desk.PAYMENT_STATUSES)[number];
/** A hosted-checkout (Stripe) payment about a lead; amounts in the currency's minor unit. */
export type DeskPayment = z.output<typeof desk.deskPaymentSchema>;
/** A verified webhook event about a lead. */
export type IntegrationEventView = z.output<typeof desk.integrationEventViewSchema>;
/** `GET /v1/desk/leads/:id`: one lead with its attribution, consent, deliveries and history. */
export type LeadDetail = z.output<typeof desk.leadDetailSchema>;
/** `PATCH /v1/desk/leads/:id`: the lead as it now is. */
export type LeadAnswer = z.output<typeof desk.leadAnswerSchema>;
/** `POST /v1/desk/leads/:id/notes` (201). */
export type NoteAnswer = z.output<typeof desk.noteAnswerSchema>;
/** `POST /v1/desk/leads/:id/release`: the lead, or the /data-rights request it turned out to be. */
export type ReleaseAnswer = z.output<typeof desk.releaseAnswerSchema>;
/** `DELETE /v1/desk/leads/:id`. */
export type DeletedLead = z.output<typeof desk.deletedLeadSchema>;
/** `GET /v1/desk/staff`: who may own a lead, and which of them is the caller. */
export type DeskStaff = z.output<typeof desk.deskStaffSchema>;
/** `GET /v1/desk/reports/leads`: the filter's leads counted by status × source. */
export type LeadCounts = z.output<typeof desk.leadCountsSchema>;

/** The laws whose answer deadline the privacy queue shows. */
export type PrivacyLaw = (typeof desk.PRIVACY_LAWS)[number];
/** A request's deadlines under the stated law, or under all three. */
export type DueDates = z.output<typeof desk.dueDatesSchema>;
/** One /data-rights request of the privacy queue. */
export type PrivacyRequest = z.output<typeof desk.privacyRequestSchema>;
/** The override of a request's missing verification (audited as `privacy.override`). */
export type PrivacyOverride = z.output<typeof desk.privacyOverrideSchema>;
/** `POST /v1/desk/privacy/requests/:id/{override,done}`. */
export type PrivacyRequestAnswer = z.output<typeof desk.privacyRequestAnswerSchema>;
/** `POST /v1/desk/privacy/requests/:id/export` (202). */
export type PrivacyExportAnswer = z.output<typeof desk.privacyExportAnswerSchema>;
/** `POST /v1/desk/privacy/requests/:id/erase`. */
export type PrivacyEraseAnswer = z.output<typeof desk.privacyEraseAnswerSchema>;

/** `GET /v1/desk/mail`: one written `.eml` file. */
export type MailSummary = z.output<typeof desk.mailSummarySchema>;
/** `GET /v1/desk/mail`: a page of written mails, or none when they went out by SMTP. */
export type MailPage = z.output<typeof desk.mailPageSchema>;
/** `GET /v1/desk/mail/:file`: one mail with its parts. */
export type MailDetail = z.output<typeof desk.mailDetailSchema>;
/** `GET /v1/desk/mail/:file`. */
export type MailDetailAnswer = z.output<typeof desk.mailDetailAnswerSchema>;
/** `GET /v1/desk/mail/previews`: one template rendered in one language. */
export type MailPreview = z.output<typeof desk.mailPreviewSchema>;
/** `GET /v1/desk/mail/previews`. */
export type MailPreviewList = z.output<typeof desk.mailPreviewListSchema>;

/** A reply template in one language (`GET /v1/desk/reply-templates`). */
export type ReplyTemplate = z.output<typeof desk.replyTemplateSchema>;
/** `GET /v1/desk/reply-templates`: every template in every language. */
export type ReplyTemplateList = z.output<typeof desk.replyTemplateListSchema>;
/** `PUT /v1/desk/reply-templates/:id/:locale`. */
export type ReplyTemplateAnswer = z.output<typeof desk.replyTemplateAnswerSchema>;
/** One mail staff wrote to a lead from the desk, as sent. */
export type LeadReply = z.output<typeof desk.leadReplySchema>;
/** `GET /v1/desk/leads/:id/replies`. */
export type LeadReplyList = z.output<typeof desk.leadReplyListSchema>;
/** `POST /v1/desk/leads/:id/replies` (201). */
export type ReplySent = z.output<typeof desk.replySentSchema>;
/** `GET /v1/desk/leads/:id/reply-draft?template=`. */
export type ReplyDraft = z.output<typeof desk.replyDraftSchema>;
/** One event of a contact's timeline: a lead received, a desk history entry, a reply. */
export type ContactEvent = z.output<typeof desk.contactEventSchema>;
/** `GET /v1/desk/leads/:id/contact`: every lead of the same e-mail and their joint timeline. */
export type ContactTimeline = z.output<typeof desk.contactTimelineSchema>;
/** One contact of `GET /v1/desk/contacts`. */
export type ContactSummary = z.output<typeof desk.contactSummarySchema>;
/** `GET /v1/desk/contacts`: the inbox grouped by contact, latest activity first. */
export type ContactPage = z.output<typeof desk.contactPageSchema>;
/** `POST /v1/desk/leads/:id/merge`. */
export type MergeAnswer = z.output<typeof desk.mergeAnswerSchema>;

/** Where a data-room access request stands. */
export type AccessRequestStatus = (typeof dataroom.ACCESS_REQUEST_STATUSES)[number];
/** The events of the data room's access log. */
export type DataroomAuditEvent = (typeof dataroom.DATAROOM_AUDIT_EVENTS)[number];
/** A field's code in `fields` of the data room's `400 invalid_request`. */
export type RequestFieldError = dataroomBodies.RequestFieldError;
/** A new document, as the add-document form sends it. */
export type DocumentInput = dataroomBodies.DocumentInput;
/** One section of a data-room document: a heading and its plain-text paragraphs. */
export type DocumentSection = DocumentInput["sections"][number];
/** A data-room document as the catalogue lists it. */
export type DocumentSummary = z.output<typeof dataroom.documentSummarySchema>;
/** `GET /v1/dataroom/documents` and `…/admin/documents`. */
export type DocumentList = z.output<typeof dataroom.documentListSchema>;
/** `GET /v1/dataroom/documents/:slug`: a document with its watermark. */
export type DataroomDocument = z.output<typeof dataroom.dataroomDocumentSchema>;
/** `GET /v1/dataroom/me`. */
export type InvestorSession = z.output<typeof dataroom.investorSessionSchema>;
/** `POST /v1/dataroom/admin/login`, `GET …/admin/session`. */
export type AdminSession = z.output<typeof dataroom.adminSessionSchema>;
/** An access request as the administration lists it. */
export type AccessRequestView = z.output<typeof dataroom.accessRequestViewSchema>;
/** `GET /v1/dataroom/admin/requests`. */
export type AccessRequestList = z.output<typeof dataroom.accessRequestListSchema>;
/** `POST …/admin/requests/:id/approve`. */
export type IssuedCode = z.output<typeof dataroom.issuedCodeSchema>;
/** `POST …/admin/requests/:id/revoke`. */
export type Revoked = z.output<typeof dataroom.revokedSchema>;
/** `POST …/admin/documents` (201). */
export type DocumentAdded = z.output<typeof dataroom.documentAddedSchema>;
/** One row of the data room's access log. */
export type DataroomAuditEntry = z.output<typeof dataroom.dataroomAuditEntrySchema>;
/** `GET …/admin/audit`. */
export type DataroomAuditList = z.output<typeof dataroom.dataroomAuditListSchema>;
/** `POST /v1/dataroom/requests` (202). */
export type AccessRequestAccepted = z.output<typeof dataroom.accessRequestAcceptedSchema>;
/** `POST /v1/dataroom/requests/verify`. */
export type AccessVerification = z.output<typeof dataroom.accessVerificationSchema>;
