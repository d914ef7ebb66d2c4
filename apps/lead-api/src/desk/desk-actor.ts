import type { HistoryEntry } from "@vantreo/contracts/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { guardedSession } from "../staff/staff-session-guard";
import type { DeskAuditEntry } from "./desk-store";

/**
 * The `desk_audit.lead_id` of a bulk export (`GET /v1/desk/leads/export`), which concerns many
 * leads, not one: never a lead id (those are UUIDs), so no lead's history shows it.
 */
export const BULK_EXPORT_AUDIT_ID = "bulk-export";

/** An audit row of the signed-in staff member (from the session {@link guardedSession} checked). */
export function deskAudit(
  c: Context<AppEnv>,
  leadId: string,
  event: string,
  details: Record<string, unknown>,
  at: number,
): DeskAuditEntry {
  const { account } = guardedSession(c);
  return { leadId, actorId: account.id, actorEmail: account.email, event, details, at };
}

/** An audit row as the desk's history shows it (time as ISO 8601). */
export function auditView(entry: DeskAuditEntry): HistoryEntry {
  return {
    event: entry.event,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    details: entry.details,
    at: new Date(entry.at).toISOString(),
  };
}
