import { basename } from "node:path";
import type { ParsedMail } from "mailparser";
import {
  MAIL_KINDS,
  type MailDetail,
  type MailKind,
  type MailSummary,
} from "@vantreo/contracts/core";
import { MAIL_KIND_HEADER, mailFileTime, parseMailFile } from "../mail/mail-files";
import { withholdTokens } from "../mail/withhold-tokens";

function header(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name.toLowerCase());
  return typeof value === "string" && value !== "" ? value : null;
}

function kindOf(mail: ParsedMail): MailKind | null {
  const value = header(mail, MAIL_KIND_HEADER);
  return MAIL_KINDS.find((kind) => kind === value) ?? null;
}

function summaryOf(path: string, mail: ParsedMail): MailSummary {
  const to = Array.isArray(mail.to) ? mail.to.map((o) => o.text).join(", ") : (mail.to?.text ?? "");
  return {
    file: basename(path),
    date: (mail.date ?? new Date(mailFileTime(path))).toISOString(),
    kind: kindOf(mail),
    to,
    subject: mail.subject ?? "",
    locale: header(mail, "Content-Language"),
  };
}

/** Reads the list entry of one `.eml` file. */
export async function mailSummary(path: string): Promise<MailSummary> {
  return summaryOf(path, await parseMailFile(path));
}

/**
 * Reads one `.eml` file with its text and HTML parts, confirmation and verification tokens in
 * links withheld as in the data-subject export: an owner reading a confirmation mail must not be
 * able to confirm the subscription in the person's name (2026-11-28 T3-I2), nor open a staff
 * member's invitation or reset link and choose their password.
 */
export async function mailDetail(path: string): Promise<MailDetail> {
  const mail = await parseMailFile(path);
  const summary = summaryOf(path, mail);
  return {
    ...summary,
    from: mail.from?.text ?? "",
    replyTo: mail.replyTo?.text ?? null,
    messageId: mail.messageId ?? null,
    text: withholdTokens(mail.text ?? ""),
    html: typeof mail.html === "string" ? withholdTokens(mail.html) : null,
  };
}
