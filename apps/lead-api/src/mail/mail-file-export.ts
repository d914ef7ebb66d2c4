import { basename } from "node:path";
import type { ParsedMail } from "mailparser";
import { MAIL_KIND_HEADER, mailFileTime, mailFilesOf } from "./mail-files";
import { withholdTokens } from "./withhold-tokens";

/**
 * One mail of a data-subject export: what a privacy officer hands over for GDPR art. 15 (a copy
 * of the data, art. 15(3), and who received it, art. 15(1)(c)). `text` is the plain-text part;
 * the HTML part is rendered from the same strings (`src/mail/templates`) and adds nothing.
 */
export type ExportedMail = {
  /** The `.eml` file in `<dataDir>/mail/`, to find the original. */
  file: string;
  /** The template (`lead-notification`, `lead-acknowledgement`, `newsletter-confirmation`), if known. */
  kind: string | null;
  /** When the relay wrote it (its Date header; else the time in the file's name). */
  sentAt: string;
  from: string;
  to: string;
  cc: string | null;
  replyTo: string | null;
  subject: string;
  /** The language it was written in (Content-Language). */
  locale: string | null;
  text: string;
};

function header(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name.toLowerCase());
  return typeof value === "string" && value !== "" ? value : null;
}

const addressText = (field: ParsedMail["to"]): string | null => {
  if (field === undefined) return null;
  return (Array.isArray(field) ? field : [field]).map((object) => object.text).join(", ");
};

function exportedMail(path: string, mail: ParsedMail): ExportedMail {
  return {
    file: basename(path),
    kind: header(mail, MAIL_KIND_HEADER),
    sentAt: (mail.date ?? new Date(mailFileTime(path))).toISOString(),
    from: mail.from?.text ?? "",
    to: addressText(mail.to) ?? "",
    cc: addressText(mail.cc),
    replyTo: mail.replyTo?.text ?? null,
    subject: mail.subject ?? "",
    locale: header(mail, "Content-Language"),
    // A confirmation link's token is a credential: like the token of `mail_outbox` and the
    // secrets of the personal-data map it stays out of the export (GDPR art. 15(4)).
    text: withholdTokens(mail.text ?? ""),
  };
}

/**
 * The `.eml` files about `email` (the same files an erasure deletes, {@link mailFilesOf}), oldest
 * first, as the `mails` section of the data-subject export (GDPR art. 15, 20).
 */
export async function exportMailFilesOf(dataDir: string, email: string): Promise<ExportedMail[]> {
  return (await mailFilesOf(dataDir, email)).map(({ path, mail }) => exportedMail(path, mail));
}
