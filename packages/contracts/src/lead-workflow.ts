/** The desk's workflow states of a lead (every lead starts as `new`). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "archived"] as const;

/** One of {@link LEAD_STATUSES}. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Whether `value` names a workflow state. */
export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * The moves the desk allows: forward one step at a time (`new → contacted → qualified →
 * won | lost`), `lost` also straight from `contacted` (a prospect who says no on the first call),
 * and `archived` from every other state. `won`, `lost` and `archived` are otherwise final: a
 * reopened deal is a new lead, so the funnel counts stay true.
 */
const NEXT: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "archived"],
  contacted: ["qualified", "lost", "archived"],
  qualified: ["won", "lost", "archived"],
  won: ["archived"],
  lost: ["archived"],
  archived: [],
};

/** Whether a lead in `from` may move to `to` (see {@link NEXT}). */
export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a lead in `from` may move to, for the desk to offer. */
export function nextStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT[from];
}
