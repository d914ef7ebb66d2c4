import type { Logger } from "../log/logger";
import type { LeadStore } from "../store/lead-store";
import { SLA_NOTICE_KINDS, type SlaNoticeKind } from "./pipeline-store";

/** The most notices of each kind one sweep queues (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;

/** What one sweep queued, by kind. */
export type SweepResult = Record<SlaNoticeKind, number>;

/**
 * One pass of the reply clock (issue #32): queues the owner's reminder for every owned lead
 * past 75 % of its reply time, and the sales lead's escalation for every lead past its reply-by
 * time, both only while nobody has contacted the lead. Each notice is queued at most once per
 * lead, across restarts and instances: its `sla_notices` row and its mail row commit together,
 * and a second insert of the row undoes the unit. The mail relay sends them.
 */
export async function sweepReplyClock(store: LeadStore, now: number): Promise<SweepResult> {
  const result: SweepResult = { "lead-reply-reminder": 0, "lead-reply-escalation": 0 };
  for (const kind of SLA_NOTICE_KINDS) {
    for (const leadId of await store.pipeline.dueNotices(kind, now, SWEEP_LIMIT))
      if (await store.pipeline.queueNotice(leadId, kind, now)) result[kind] += 1;
  }
  return result;
}

/**
 * Runs {@link sweepReplyClock} every `intervalMs` (the relays' interval) until the returned
 * function is called; a failed sweep is logged and retried on the next tick.
 */
export function startReplyClock(
  store: LeadStore,
  options: { intervalMs: number; logger: Logger; now?: () => number },
): () => void {
  const now = options.now ?? Date.now;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepReplyClock(store, now())
      .then((queued) => {
        if (queued["lead-reply-reminder"] + queued["lead-reply-escalation"] > 0)
          options.logger.info("reply clock notices queued", { ...queued });
      })
      .catch((error: unknown) => options.logger.error("reply clock sweep failed", { err: error }))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
