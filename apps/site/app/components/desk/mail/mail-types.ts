/** The e-mails the lead API sends, one template each. */
export const MAIL_KINDS = [
  "lead-notification",
  "lead-acknowledgement",
  "newsletter-confirmation",
] as const;

/** One of {@link MAIL_KINDS}. */
export type MailKind = (typeof MAIL_KINDS)[number];

/** `GET /v1/desk/mail`: one written `.eml` file. */
export interface MailSummary {
  /** The file's name: the only handle the API opens a mail by. */
  file: string;
  date: string;
  kind: MailKind | null;
  to: string;
  subject: string;
  locale: string | null;
}

/** `GET /v1/desk/mail`: a page of written mails, or none when they went out by SMTP. */
export interface MailPage {
  transport: "files" | "smtp";
  items: MailSummary[];
  total: number;
  page: number;
  size: number;
}

/** `GET /v1/desk/mail/:file`: one mail with its parts. */
export interface MailDetail extends MailSummary {
  from: string;
  replyTo: string | null;
  messageId: string | null;
  text: string;
  html: string | null;
}

/** `GET /v1/desk/mail/previews`: one template rendered in one language. */
export interface MailPreview {
  kind: MailKind;
  locale: string;
  mail: { subject: string; text: string; html: string };
}
