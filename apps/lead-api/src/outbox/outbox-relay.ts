import type { Logger } from "../log/logger";
import type { LeadStore, OutboxItem } from "../store/lead-store";
import { retryDelay } from "./retry-delay";
import { erasureEventId, erasurePayload, webhookPayload } from "./webhook-payload";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "./webhook-signature";

/** How the relay reaches the CRM and how persistent it is. */
export type OutboxRelayOptions = {
  store: LeadStore;
  webhookUrl: string;
  secret: string;
  logger: Logger;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  intervalMs: number;
  now?: () => number;
  random?: () => number;
  fetch?: typeof globalThis.fetch;
  batchSize?: number;
  /** Per delivery; a CRM slower than this counts as a failed attempt. */
  timeoutMs?: number;
  /** How long a claimed row stays hidden from other relays; a crash mid-delivery retries after it. */
  leaseMs?: number;
};

/** What one pass of the relay did; `cancelled`: claimed rows an erasure took before the send. */
export type RelayPass = { delivered: number; retried: number; dead: number; cancelled: number };

/** Forwards outbox rows to the CRM webhook; see {@link createOutboxRelay}. */
export type OutboxRelay = {
  /** One pass over the due rows. */
  runOnce(): Promise<RelayPass>;
  /** Passes every `intervalMs` until {@link OutboxRelay.stop}. */
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

/**
 * The relay of the transactional outbox: claims due rows, re-checks each just before sending,
 * POSTs the lead (`lead.created`) or its erasure notice (`lead.erased`) to the CRM webhook signed
 * Stripe-style, with the event id as `Idempotency-Key`, and marks it delivered on a 2xx.
 * Anything else, a redirect included (never followed), is retried with exponential backoff and
 * jitter until `maxAttempts`, then marked dead (visible in `GET /admin/v1/outbox`). A row is
 * marked delivered only after the CRM answered, so a crash in between sends it again: at least
 * once, deduplicated by the receiver.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const send = options.fetch ?? globalThis.fetch;
  const { store, logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RelayPass> | undefined;
  let stopped = true;

  async function post(body: string, idempotencyKey: string): Promise<string | null> {
    try {
      const response = await send(options.webhookUrl, {
        method: "POST",
        // A redirect is never followed: a 307/308 would re-POST the lead and its signature to
        // whatever host the Location names (WHATWG Fetch, "HTTP-redirect fetch").
        redirect: "manual",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now() / 1000)),
          "User-Agent": "Vantreo-Lead-API/1",
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return null;
      if (response.status >= 300 && response.status < 400)
        return `HTTP ${response.status} redirect not followed (Location: ${(response.headers.get("location") ?? "none").slice(0, 200)})`;
      return `HTTP ${response.status}`;
    } catch (cause) {
      return cause instanceof Error
        ? `${cause.name}: ${cause.message}`.slice(0, 200)
        : "network error";
    }
  }

  async function deliver(item: OutboxItem): Promise<keyof RelayPass> {
    const attempts = item.attempts + 1;
    const log = { outboxId: item.id, leadId: item.leadId, event: item.event };
    // Re-checked at send time, not at claim time: an erasure between the two has turned the row
    // into its `lead.erased` notice, and then the lead must not leave.
    const delivery = await store.startDelivery(item, now() + timeoutMs);
    if (!delivery) {
      logger.info("outbox delivery cancelled", log);
      return "cancelled";
    }
    let error: string | null;
    if (delivery.event === "lead.erased") {
      error = await post(erasurePayload(item.leadId, item.createdAt), erasureEventId(item.leadId));
    } else if (delivery.record) {
      error = await post(webhookPayload(delivery.record), item.leadId);
    } else {
      // The lead is gone: an erasure committed after the mark (the event guard then leaves its
      // notice alone) or the row was orphaned by hand, and is dead-lettered.
      await store.markDead(item, attempts, now(), "lead no longer exists");
      logger.info("outbox delivery cancelled", log);
      return "cancelled";
    }
    if (error === null) {
      await store.markDelivered(item, now());
      return "delivered";
    }
    if (attempts >= options.maxAttempts) {
      await store.markDead(item, attempts, now(), error);
      logger.error("outbox delivery dead", { ...log, attempts, error });
      return "dead";
    }
    const delay = retryDelay(attempts, options, random);
    await store.scheduleRetry(item, attempts, now() + delay, error);
    logger.warn("outbox delivery failed", { ...log, attempts, error, retryInMs: delay });
    return "retried";
  }

  async function pass(): Promise<RelayPass> {
    const time = now();
    const items = await store.claimOutbox(
      time,
      options.batchSize ?? 20,
      time + (options.leaseMs ?? 60_000),
    );
    const outcomes = await Promise.all(items.map(deliver));
    const result: RelayPass = { delivered: 0, retried: 0, dead: 0, cancelled: 0 };
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  function runOnce(): Promise<RelayPass> {
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error("outbox relay pass failed", { err: error }))
        .finally(schedule);
    }, options.intervalMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
