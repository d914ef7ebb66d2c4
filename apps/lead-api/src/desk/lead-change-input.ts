import { cleanFreeText } from "@vantreo/leads";
import type { Parsed } from "./lead-filter";
import { isLeadStatus, type LeadStatus } from "@vantreo/leads/desk";

/** The longest note the desk keeps (after cleaning). */
export const NOTE_MAX_LENGTH = 2000;

/** `PATCH /v1/desk/leads/:id`'s body. */
export type LeadChangeInput = { version: number; status?: LeadStatus; ownerId?: string | null };

const isVersion = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 1;

/** Reads a change: `version` (required), `status` and/or `ownerId` (a staff id, or null). */
export function parseLeadChange(body: Record<string, unknown>): Parsed<LeadChangeInput> {
  const fields: Record<string, string> = {};
  const { version, status, ownerId } = body;
  if (!isVersion(version)) fields.version = "the lead's version, a whole number from 1";
  if (status !== undefined && !isLeadStatus(status)) fields.status = "unknown status";
  if (ownerId !== undefined && ownerId !== null && (typeof ownerId !== "string" || ownerId === ""))
    fields.ownerId = "a staff id or null";
  if (status === undefined && ownerId === undefined)
    fields.status = "status or ownerId is required";
  if (Object.keys(fields).length > 0 || !isVersion(version)) return { ok: false, fields };
  return {
    ok: true,
    value: {
      version,
      ...(status !== undefined ? { status: status as LeadStatus } : {}),
      ...(ownerId !== undefined ? { ownerId: ownerId as string | null } : {}),
    },
  };
}

/**
 * Reads a note: `text` cleaned like a lead's free text (control characters, bidirectional
 * overrides and HTML tags removed; line breaks kept), 1 to {@link NOTE_MAX_LENGTH} characters;
 * `version` optional (when given, a stale one is refused like a change).
 */
export function parseNote(
  body: Record<string, unknown>,
): Parsed<{ text: string; version?: number }> {
  const fields: Record<string, string> = {};
  const { text, version } = body;
  const cleaned = typeof text === "string" ? cleanFreeText(text, { multiLine: true }) : "";
  if (cleaned === "") fields.text = "the note is empty";
  else if (cleaned.length > NOTE_MAX_LENGTH) fields.text = `at most ${NOTE_MAX_LENGTH} characters`;
  if (version !== undefined && !isVersion(version))
    fields.version = "the lead's version, a whole number from 1";
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { text: cleaned, ...(isVersion(version) ? { version } : {}) } };
}
