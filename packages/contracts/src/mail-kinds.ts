/** The e-mails the lead API sends, one template each, in the order the previews list them. */
export const MAIL_KINDS = [
  "lead-notification",
  "booking-notification",
  "lead-acknowledgement",
  "newsletter-confirmation",
  "newsletter-welcome",
  "data-request-notification",
  "data-request-receipt",
  "data-request-export",
  "dataroom-verification",
  "staff-invitation",
  "staff-owner-added",
  "staff-second-factor-alert",
  "lead-reply-reminder",
  "lead-reply-escalation",
  "lead-reply",
  // Not transactional: the delivery of a lead magnet (issue #34) is marketing, so it carries the
  // List-Unsubscribe headers (RFC 8058) once they exist (`isNonTransactionalMail` in the lead API).
  "lead-magnet-delivery",
] as const;

/** One of {@link MAIL_KINDS}. */
export type MailKind = (typeof MAIL_KINDS)[number];
