import type { LeadStore, RemovalCounts } from "../store/lead-store";

const DAY_MS = 86_400_000;

/**
 * How long an idempotency record is kept: a day covers every retry of the lead client (3
 * attempts over seconds) and any replay a proxy might make, as Stripe does for its keys.
 */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

/**
 * Deletes what is past its retention (GDPR art. 5(1)(e), storage limitation): leads, data-subject
 * requests and consent records older than `retentionDays`, with their outbox rows; idempotency
 * records older than {@link IDEMPOTENCY_TTL_MS}; rate-limit windows older than two windows.
 */
export function purgeExpired(
  store: Pick<LeadStore, "purge">,
  options: { now: number; retentionDays: number; rateWindowMs: number },
): Promise<RemovalCounts> {
  return store.purge({
    recordsBefore: options.now - options.retentionDays * DAY_MS,
    idempotencyBefore: options.now - IDEMPOTENCY_TTL_MS,
    rateWindowsBefore: options.now - 2 * options.rateWindowMs,
  });
}
