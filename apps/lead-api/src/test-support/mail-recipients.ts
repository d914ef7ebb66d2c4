import type { MailMessage } from "../mail/mail-transport";

/** The addresses a message goes to (nodemailer takes strings or address objects, or lists). */
export function recipientsOf(message: MailMessage): string[] {
  const to = [message.to ?? []].flat(3) as (string | { address: string })[];
  return to.map((entry) => (typeof entry === "string" ? entry : entry.address));
}
