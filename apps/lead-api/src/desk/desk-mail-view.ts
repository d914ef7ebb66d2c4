import { basename } from "node:path";
import type { ParsedMail } from "mailparser";
import { MAIL_KINDS, type MailDetail, type MailKind, type MailSummary } from "@vantreo/leads/desk";
import { MAIL_KIND_HEADER, mailFileTime, parseMailFile } from "../mail/mail-files";

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
 * A staff link's token (`/desk/welcome#token=…`) opens the invitee's account setup or reset: the
 * owner reading the written mails must not be able to use it (they would choose the person's
 * password or hold their second factor), so the viewer withholds it.
 */
const STAFF_LINK_TOKEN = /#token=[^\s"'<>]+/g;
const WITHHELD = "#token=[withheld]";

/** Reads one `.eml` file with its text and HTML parts. */
export async function mailDetail(path: string): Promise<MailDetail> {
  const mail = await parseMailFile(path);
  const summary = summaryOf(path, mail);
  const shown = (value: string) =>
    summary.kind === "staff-invitation" ? value.replace(STAFF_LINK_TOKEN, WITHHELD) : value;
  return {
    ...summary,
    from: mail.from?.text ?? "",
    replyTo: mail.replyTo?.text ?? null,
    messageId: mail.messageId ?? null,
    text: shown(mail.text ?? ""),
    html: typeof mail.html === "string" ? shown(mail.html) : null,
  };
}
