import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

/** One rendered e-mail, as nodemailer takes it. */
export type MailMessage = Mail.Options & { messageId: string };

/** Where e-mails go: an SMTP server, or `.eml` files in the data folder. */
export type MailTransport = {
  readonly kind: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** The folder of the `.eml` files inside the data folder. */
export const MAIL_FILES_FOLDER = "mail";

/**
 * The transport of the mail relay. With an SMTP URL (`smtp://user:pass@host:587`, `smtps://` for
 * implicit TLS) nodemailer sends over SMTP, upgrading with STARTTLS where offered (RFC 3207).
 * Without one, each message is built by nodemailer's stream transport exactly as it would go over
 * the wire (RFC 5322) and written to `<dataDir>/mail/<time>-<row>.eml`, so a local start needs no
 * mail server and every mail can be opened in a mail client.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  timeoutMs?: number;
}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      kind: "smtp",
      send: async (message) => void (await smtp.sendMail(message)),
      close: () => smtp.close(),
    };
  }
  const folder = join(options.dataDir, MAIL_FILES_FOLDER);
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "\r\n",
  });
  return {
    kind: "files",
    async send(message) {
      const info = await stream.sendMail(message);
      mkdirSync(folder, { recursive: true });
      const name = `${Date.now()}-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
      writeFileSync(join(folder, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => undefined,
  };
}

/** The `.eml` files written without SMTP, oldest first (for the desk and for tests). */
export function listMailFiles(dataDir: string): string[] {
  const folder = join(dataDir, MAIL_FILES_FOLDER);
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .map((name) => join(folder, name));
  } catch {
    return [];
  }
}
