import type { Logger } from "../log/logger";
import type { LeadStore, OutboxItem } from "../store/lead-store";
import { retryDelay } from "./retry-delay";
import { webhookPayload } from "./webhook-payload";
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

/** What one pass of the relay did. */
export type RelayPass = { delivered: number; retried: number; dead: number };

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
 * The relay of the transactional outbox: claims due rows, POSTs each lead to the CRM webhook
 * signed Stripe-style, with the lead id as `Idempotency-Key`, and marks it delivered on a 2xx.
 * Anything else is retried with exponential backoff and jitter until `maxAttempts`, then marked
 * dead (visible in `GET /admin/v1/outbox`). A row is marked delivered only after the CRM
 * answered, so a crash in between sends it again: at least once, deduplicated by the receiver.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const send = options.fetch ?? globalThis.fetch;
  const { store, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RelayPass> | undefined;
  let stopped = true;

  async function deliver(item: OutboxItem): Promise<keyof RelayPass> {
    const attempts = item.attempts + 1;
    let error: string;
    if (!item.record) {
      error = "lead no longer exists";
    } else {
      const body = webhookPayload(item.record);
      try {
        const response = await send(options.webhookUrl, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Idempotency-Key": item.leadId,
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now() / 1000)),
            "User-Agent": "Vantreo-Lead-API/1",
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.ok) {
          await store.markDelivered(item.id, now());
          return "delivered";
        }
        error = `HTTP ${response.status}`;
      } catch (cause) {
        error =
          cause instanceof Error
            ? `${cause.name}: ${cause.message}`.slice(0, 200)
            : "network error";
      }
    }
    if (!item.record || attempts >= options.maxAttempts) {
      await store.markDead(item.id, attempts, now(), error);
      logger.error("outbox delivery dead", {
        outboxId: item.id,
        leadId: item.leadId,
        attempts,
        error,
      });
      return "dead";
    }
    const delay = retryDelay(attempts, options, random);
    await store.scheduleRetry(item.id, attempts, now() + delay, error);
    logger.warn("outbox delivery failed", {
      outboxId: item.id,
      leadId: item.leadId,
      attempts,
      error,
      retryInMs: delay,
    });
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
    const result: RelayPass = { delivered: 0, retried: 0, dead: 0 };
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
