import type { Locale } from "@vantreo/i18n";
import type { MailKind } from "@vantreo/contracts/core";
import type { StaffAccount } from "../staff/staff-types";
import type { DataRequestRecord, LeadRecord } from "../store/lead-records";
import type { OwnerAddedMail, StaffLinkMail } from "./templates/staff-link";
import type { BookedLead } from "./templates/booking-notification";
import type { StoredReply } from "../replies/reply-store";

// What the outbox's rows are rendered from, apart from the store and the renderer, so that
// neither has to import the other for its types.

/** A due mail row claimed for sending. */
export type MailItem = { id: number; leadId: string; kind: MailKind; attempts: number };

/**
 * A data-room access request awaiting verification, as its verification mail needs it; `name` is
 * null once verified (the submission then keeps only its address).
 */
export type DataroomSubmissionRecord = {
  kind: "dataroom-submission";
  id: string;
  email: string;
  name: string | null;
  locale: Locale;
};

/**
 * A staff mail's record: the link (`staff-invitation`, its `mail_outbox.lead_id` names a
 * `staff_invitations` row) or the account that became an owner and the active owners to tell
 * (`staff-owner-added`, `lead_id` names the account), or the account whose password was followed
 * by too many wrong codes (`staff-second-factor-alert`).
 */
export type StaffMailRecord = { id: string } & (
  | { staffMail: "link"; link: StaffLinkMail }
  | { staffMail: "owner-added"; account: OwnerAddedMail; owners: string[] }
  | { staffMail: "second-factor-alert"; account: StaffAccount }
);

/**
 * The lead of a reply-clock notice (`lead-reply-reminder`, `lead-reply-escalation`) with what
 * the notice says besides: the reply-by time and the owner (their address for the reminder).
 */
export type ReplyNoticeRecord = LeadRecord & {
  replyNotice: { replyBy: number; ownerName: string | null; ownerEmail: string | null };
};

/**
 * A reply from the desk (`lead-reply`, its `mail_outbox.lead_id` names the `lead_replies` row):
 * the reply as sent and the lead it answers (whose `lead.email` the mail goes to).
 */
export type LeadReplyRecord = { id: string; reply: StoredReply; lead: LeadRecord["lead"] };

/**
 * What a mail row is rendered from: its lead, its data request for the data-request kinds, its
 * data-room submission for the verification mail, a staff mail's record, or a desk reply.
 */
export type MailRecord =
  | LeadRecord
  | BookedLead
  | DataRequestRecord
  | DataroomSubmissionRecord
  | StaffMailRecord
  | LeadReplyRecord;
