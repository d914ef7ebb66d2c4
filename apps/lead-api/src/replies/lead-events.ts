import type { LeadStatus } from "@vantreo/contracts/core";
import type { LeadRecord, OutboxItem } from "../store/lead-records";
import type { Statement } from "../store/statement-database";

/** What a desk change made of a lead: the state a `lead.updated` (or `lead.won`) event reports. */
export type LeadChangeSnapshot = {
  /** The lead's version after the change: with the lead id, the event's idempotency key. */
  version: number;
  status: LeadStatus;
  ownerId: string | null;
  /** Whole US dollars, or null when nobody estimated it. */
  estimatedValue: number | null;
  /** What changed, each as `{ from, to }`. */
  changes: Record<string, { from: unknown; to: unknown }>;
};

/** The snapshot of `change` applied to `lead` (its version then one higher). */
export function changeSnapshot(
  lead: {
    version: number;
    status: LeadStatus;
    ownerId: string | null;
    estimatedValue: number | null;
  },
  change: { status?: LeadStatus; ownerId?: string | null; estimatedValue?: number | null },
): LeadChangeSnapshot {
  const changes: LeadChangeSnapshot["changes"] = {};
  if (change.status !== undefined) changes.status = { from: lead.status, to: change.status };
  if (change.ownerId !== undefined) changes.ownerId = { from: lead.ownerId, to: change.ownerId };
  if (change.estimatedValue !== undefined)
    changes.estimatedValue = { from: lead.estimatedValue, to: change.estimatedValue };
  return {
    version: lead.version + 1,
    status: change.status ?? lead.status,
    ownerId: change.ownerId === undefined ? lead.ownerId : change.ownerId,
    estimatedValue:
      change.estimatedValue === undefined ? lead.estimatedValue : change.estimatedValue,
    changes,
  };
}

/** The event type of a desk change to a lead the CRM holds. */
export const LEAD_UPDATED_EVENT = "lead.updated";
/** The event type of a lead moved to `won` (final: at most once per lead). */
export const LEAD_WON_EVENT = "lead.won";

/**
 * One outbox row of `event` for a lead, written in the change's own transaction, only when the
 * lead was queued for the CRM (`lead.created`): a spam lead or an unconfirmed newsletter signup
 * never reached the CRM, so it gets no update either.
 */
function eventStatement(
  leadId: string,
  event: string,
  snapshot: LeadChangeSnapshot,
  at: number,
): Statement {
  return {
    sql: "INSERT INTO outbox (lead_id, event, data, created_at, next_attempt_at) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM outbox WHERE lead_id = ? AND event = 'lead.created')",
    params: [leadId, event, JSON.stringify(snapshot), at, at, leadId],
  };
}

/**
 * The CRM events of a desk change: `lead.updated` when the status, the owner or the estimated
 * value changed, and `lead.won` too when the status became `won`.
 */
export function leadEventStatements(
  leadId: string,
  snapshot: LeadChangeSnapshot,
  at: number,
): Statement[] {
  const relevant = ["status", "ownerId", "estimatedValue"].some((key) => key in snapshot.changes);
  if (!relevant) return [];
  const statements = [eventStatement(leadId, LEAD_UPDATED_EVENT, snapshot, at)];
  if (snapshot.changes.status?.to === "won")
    statements.push(eventStatement(leadId, LEAD_WON_EVENT, snapshot, at));
  return statements;
}

/**
 * The id of a change event, also its `Idempotency-Key`: the lead id with the version the change
 * made (`<lead>.updated.<version>`), or `<lead>.won` (a lead is won once). Stable across the
 * relay's retries and never a lead's own id.
 */
export function changeEventId(
  item: Pick<OutboxItem, "leadId" | "event">,
  snapshot: LeadChangeSnapshot,
) {
  return item.event === LEAD_WON_EVENT
    ? `${item.leadId}.won`
    : `${item.leadId}.updated.${snapshot.version}`;
}

/** The snapshot an outbox row carries; throws on a row written by something else. */
export function parseSnapshot(data: string | null): LeadChangeSnapshot {
  if (data === null) throw new Error("a change event row carries no change");
  return JSON.parse(data) as LeadChangeSnapshot;
}

/**
 * The JSON body of `lead.updated` and `lead.won`: the event id, the type, when it happened, and
 * the lead's id, status, owner (a staff id) and estimated value after the change, with what
 * changed. No contact details: the CRM has them from `lead.created`.
 */
export function changeEventPayload(item: OutboxItem, record: LeadRecord): string {
  const snapshot = parseSnapshot(item.data);
  return JSON.stringify({
    id: changeEventId(item, snapshot),
    type: item.event,
    created: Math.floor(item.createdAt / 1000),
    data: {
      leadId: record.id,
      version: snapshot.version,
      status: snapshot.status,
      ownerId: snapshot.ownerId,
      estimatedValue:
        snapshot.estimatedValue === null
          ? null
          : { amount: snapshot.estimatedValue, currency: "USD" },
      changes: snapshot.changes,
      changedAt: new Date(item.createdAt).toISOString(),
    },
  });
}
