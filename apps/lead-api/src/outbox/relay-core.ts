import type { Logger } from "../log/logger";
import { retryDelay } from "./retry-delay";

/** How long one attempt may take unless a relay says otherwise. */
export const RELAY_TIMEOUT_MS = 10_000;

/** A claimed outbox row: the core only needs to know how often it was tried before. */
export type RelayRow = { attempts: number };

/** What one attempt at a row came to: cancelled (nothing sent), sent, or failed with a reason. */
export type AttemptResult =
  { outcome: "cancelled" } | { outcome: "sent" } | { outcome: "failed"; error: string };

/** The queue a relay works off: its rows are leased, then marked done, retried or dead. */
export type RelayQueue<Row extends RelayRow> = {
  /** Due rows, at most `limit`, hidden from other relays until `leaseUntil`. */
  claim(now: number, limit: number, leaseUntil: number): Promise<Row[]>;
  markSent(row: Row, at: number): Promise<void>;
  scheduleRetry(row: Row, attempts: number, at: number, error: string): Promise<void>;
  markDead(row: Row, attempts: number, at: number, error: string): Promise<void>;
};

/** How a relay paces and persists; shared by the CRM relay and the mail relay. */
export type RelayTiming = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  intervalMs: number;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
  /** Per attempt; a receiver slower than this counts as a failed attempt. */
  timeoutMs?: number;
  /** How long a claimed row stays hidden from other relays; a crash mid-send retries after it. */
  leaseMs?: number;
};

/** What one pass did, counted under the relay's own name for a success (`delivered`, `sent`). */
export type RelayPassCount<Done extends string> = Record<
  Done | "retried" | "dead" | "cancelled",
  number
>;

/** A polling relay: one pass on demand, or passes every `intervalMs` until stopped. */
export type Relay<Pass> = {
  /** One pass over the due rows. */
  runOnce(): Promise<Pass>;
  /** Passes every `intervalMs` until {@link Relay.stop}. */
  start(): void;
  /** Stops polling and waits for the pass in progress, so a shutdown leaves no send half done. */
  stop(): Promise<void>;
};

/** What a concrete relay adds to the core: its queue, one attempt, and the words of its logs. */
export type RelayCoreOptions<Row extends RelayRow, Done extends string> = RelayTiming & {
  queue: RelayQueue<Row>;
  /** Sends one row; `deadline` is when the attempt counts as failed (`now + timeoutMs`). */
  attempt(row: Row, deadline: number): Promise<AttemptResult>;
  logger: Logger;
  /** The pass count's key for a sent row. */
  doneKey: Done;
  /** The log message prefix of a row (`mail`, `outbox delivery`) and of a pass (`mail relay`). */
  rowLabel: string;
  passLabel: string;
  /** The fields that identify a row in the logs. */
  logFields(row: Row): Record<string, unknown>;
};

/**
 * The loop of a transactional outbox relay: claims due rows under a lease, attempts each, marks a
 * row done only after the receiver accepted it (so a crash in between sends it again once the
 * lease ends: at least once, never lost), retries a failure with exponential backoff and jitter
 * until `maxAttempts`, then marks it dead; and stops polling on shutdown after the pass in
 * progress.
 */
export function createRelayCore<Row extends RelayRow, Done extends string>(
  options: RelayCoreOptions<Row, Done>,
): Relay<RelayPassCount<Done>> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  const { queue, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RelayPassCount<Done>> | undefined;
  let stopped = true;

  async function handle(row: Row): Promise<Done | "retried" | "dead" | "cancelled"> {
    const attempts = row.attempts + 1;
    const log = options.logFields(row);
    const result = await options.attempt(row, now() + timeoutMs);
    if (result.outcome === "cancelled") {
      logger.info(`${options.rowLabel} cancelled`, log);
      return "cancelled";
    }
    if (result.outcome === "sent") {
      await queue.markSent(row, now());
      logger.info(`${options.rowLabel} sent`, log);
      return options.doneKey;
    }
    const { error } = result;
    if (attempts >= options.maxAttempts) {
      await queue.markDead(row, attempts, now(), error);
      logger.error(`${options.rowLabel} dead`, { ...log, attempts, error });
      return "dead";
    }
    const delay = retryDelay(attempts, options, random);
    await queue.scheduleRetry(row, attempts, now() + delay, error);
    logger.warn(`${options.rowLabel} failed`, { ...log, attempts, error, retryInMs: delay });
    return "retried";
  }

  async function pass(): Promise<RelayPassCount<Done>> {
    const time = now();
    const rows = await queue.claim(
      time,
      options.batchSize ?? 20,
      time + (options.leaseMs ?? 60_000),
    );
    const outcomes = await Promise.all(rows.map(handle));
    const count = {
      [options.doneKey]: 0,
      retried: 0,
      dead: 0,
      cancelled: 0,
    } as RelayPassCount<Done>;
    for (const outcome of outcomes) count[outcome] += 1;
    return count;
  }

  function runOnce(): Promise<RelayPassCount<Done>> {
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error(`${options.passLabel} pass failed`, { err: error }))
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

/** A thrown send error as a short reason for the row (never the whole stack). */
export function failureReason(cause: unknown, fallback: string): string {
  return cause instanceof Error ? `${cause.name}: ${cause.message}`.slice(0, 200) : fallback;
}
