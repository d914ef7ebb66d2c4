import { readFileSync, rmSync, statSync } from "node:fs";
import { basename } from "node:path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { listMailFiles } from "./mail-transport";

/** The header naming a mail's template (set by `renderMail`), so a file says what it is. */
export const MAIL_KIND_HEADER = "Vantreo-Mail-Kind";

/** Parses one `.eml` file (RFC 5322, MIME per RFC 2045) with mailparser. */
export function parseMailFile(path: string): Promise<ParsedMail> {
  return simpleParser(readFileSync(path));
}

/**
 * When a file was written: the transport names each `<Date.now()>-<Message-ID>.eml`, so the
 * name's prefix is the write time even after a copy or restore changed the file's mtime (a file
 * named otherwise falls back to its mtime).
 */
export function mailFileTime(path: string): number {
  const prefix = /^(\d{10,})-/.exec(basename(path))?.[1];
  return prefix ? Number(prefix) : statSync(path).mtimeMs;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => [
      entry.address ?? "",
      ...(entry.group ?? []).map((g) => g.address ?? ""),
    ]),
  );
}

/** Every address a parsed mail names in From, To, Cc and Reply-To, lower-case. */
export function mailAddresses(mail: ParsedMail): string[] {
  return [mail.from, mail.to, mail.cc, mail.replyTo]
    .flatMap((field) => addresses(field))
    .filter((address) => address !== "")
    .map((address) => address.toLowerCase());
}

/**
 * The `.eml` files about the person with address `email`, oldest first, parsed: those that name
 * it in From, To, Cc or Reply-To (the visitor is the acknowledgement's and the confirmation's
 * `To` and the notification's `Reply-To`). Export and erasure both find the files this way, so
 * what is erased is exactly what is exported. A file mailparser cannot read names no one.
 */
export async function mailFilesOf(
  dataDir: string,
  email: string,
): Promise<{ path: string; mail: ParsedMail }[]> {
  const wanted = email.trim().toLowerCase();
  const found: { path: string; mail: ParsedMail }[] = [];
  for (const path of listMailFiles(dataDir)) {
    const mail = await parseMailFile(path).catch(() => null);
    if (mail && mailAddresses(mail).includes(wanted)) found.push({ path, mail });
  }
  return found.sort((a, b) => mailFileTime(a.path) - mailFileTime(b.path));
}

/**
 * Deletes the `.eml` files about `email` ({@link mailFilesOf}): the files are copies of the
 * person's data, so an erasure (GDPR art. 17) takes them with the rows. Returns how many went.
 */
export async function eraseMailFilesOf(dataDir: string, email: string): Promise<number> {
  const files = await mailFilesOf(dataDir, email);
  for (const { path } of files) rmSync(path, { force: true });
  return files.length;
}

/**
 * Deletes the `.eml` files written before `before` (GDPR art. 5(1)(e)): a mail lives as long as
 * an inquiry after its last contact (`LEAD_API_INQUIRY_RETENTION_MONTHS`). Returns how many went.
 */
export function purgeMailFiles(dataDir: string, before: number): number {
  let purged = 0;
  for (const path of listMailFiles(dataDir)) {
    if (mailFileTime(path) >= before) continue;
    rmSync(path, { force: true });
    purged += 1;
  }
  return purged;
}
