import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** Where e2e/support/smtp-mailbox.mjs keeps every mail the lead API sent, one .eml each. */
const MAILBOX_DIR = process.env.E2E_MAILBOX_DIR ?? "";

/** Every mail received so far, parsed (MIME, quoted-printable and UTF-8 decoded) by mailparser. */
async function receivedMails(): Promise<ParsedMail[]> {
  let names: string[] = [];
  try {
    names = readdirSync(MAILBOX_DIR).filter((name) => name.endsWith(".eml"));
  } catch {
    // The folder appears with the first mail.
  }
  return Promise.all(names.map((name) => simpleParser(readFileSync(join(MAILBOX_DIR, name)))));
}

/** The first mail that `matches`, once the lead API's relay has delivered it (15 s at most). */
export async function waitForMail(
  matches: (mail: ParsedMail) => boolean,
  what: string,
): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await receivedMails()).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail ${what} arrived at the SMTP server (${MAILBOX_DIR})`);
}

/** Whether `mail` was sent to `address`. */
export function sentTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) => group.value.some((entry) => entry.address === address));
}
