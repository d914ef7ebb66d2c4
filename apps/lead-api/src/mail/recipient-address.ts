import { EmailSchema } from "@vantreo/leads";
import type Mail from "nodemailer/lib/mailer";

/** One recipient as nodemailer takes it: an object, never a string it would parse as a list. */
export type MailAddress = Mail.Address;

/**
 * The one address a stored e-mail names, as the object nodemailer takes, or null when the text is
 * not exactly one valid address (a list, a display name, a group, an empty field). nodemailer
 * parses a string recipient as an address list (`a@x, "IT" <b@y>` is two envelope recipients), but
 * takes an object's `address` as one, so a visitor's text can never grow into a list
 * (2026-11-28 T3-M1). Leads validate their e-mail on arrival; this also guards rows stored before.
 */
export function singleAddress(email: string): MailAddress | null {
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? { name: "", address: parsed.data.toLowerCase() } : null;
}

/** Configured addresses (validated at start-up, `config.ts`) as nodemailer address objects. */
export function addressObjects(addresses: readonly string[]): MailAddress[] {
  return addresses.map((address) => ({ name: "", address }));
}
