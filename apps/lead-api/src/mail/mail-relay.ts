import type { Logger } from "../log/logger";
import { retryDelay } from "../outbox/retry-delay";
import type { MailItem, MailStore } from "./mail-store";
import type { MailTransport } from "./mail-transport";
import { renderMail, type MailSettings } from "./render-mail";

/** How the mail relay sends and how persistent it is. */
export type MailRelayOptions = {
  mail: MailStore;
  transport: MailTransport;
  settings: MailSettings;
  logger: Logger;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  intervalMs: number;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
  /** Per mail; a server slower than this counts as a failed attempt. */
  timeoutMs?: number;
  /** How long a claimed row stays hidden from other relays; a crash mid-send retries after it. */
  leaseMs?: number;
};

/** What one pass did; `cancelled`: claimed rows an erasure took (or delivered) before the send. */
export type MailPass = { sent: number; retried: number; dead: number; cancelled: number };

/** Sends the mail outbox; see {@link createMailRelay}. */
export type MailRelay = {
  runOnce(): Promise<MailPass>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The mail half of the transactional outbox, shaped like the CRM relay: claims due rows,
 * re-checks each just before sending, renders it from the lead as it is then, hands it to the
 * transport and marks it sent only after the server accepted it (SMTP 250 after DATA,
 * RFC 5321 section 4.1.1.4). Failures are retried with exponential backoff and jitter until
 * `maxAttempts`, then marked dead. A crash between acceptance and the mark sends the mail again
 * once the lease ends: at least once, never lost, with the same Message-ID.
 */
export function createMailRelay(options: MailRelayOptions): MailRelay {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { mail, logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MailPass> | undefined;
  let stopped = true;

  async function deliver(item: MailItem): Promise<keyof MailPass> {
    const attempts = item.attempts + 1;
    const log = { mailId: item.id, leadId: item.leadId, kind: item.kind };
    const job = await mail.start(item, now() + timeoutMs);
    if (!job) {
      logger.info("mail cancelled", log);
      return "cancelled";
    }
    let error: string | null = null;
    if (!job.record) {
      await mail.markDead(item, attempts, now(), "lead no longer exists");
      logger.info("mail cancelled", log);
      return "cancelled";
    }
    try {
      await options.transport.send(renderMail(item, job.record, job.token, options.settings));
    } catch (cause) {
      error =
        cause instanceof Error ? `${cause.name}: ${cause.message}`.slice(0, 200) : "send failed";
    }
    if (error === null) {
      await mail.markSent(item, now());
      logger.info("mail sent", log);
      return "sent";
    }
    if (attempts >= options.maxAttempts) {
      await mail.markDead(item, attempts, now(), error);
      logger.error("mail dead", { ...log, attempts, error });
      return "dead";
    }
    const delay = retryDelay(attempts, options, random);
    await mail.scheduleRetry(item, attempts, now() + delay, error);
    logger.warn("mail failed", { ...log, attempts, error, retryInMs: delay });
    return "retried";
  }

  async function pass(): Promise<MailPass> {
    const time = now();
    const items = await mail.claim(
      time,
      options.batchSize ?? 20,
      time + (options.leaseMs ?? 60_000),
    );
    const outcomes = await Promise.all(items.map(deliver));
    const result: MailPass = { sent: 0, retried: 0, dead: 0, cancelled: 0 };
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  function runOnce(): Promise<MailPass> {
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error("mail relay pass failed", { err: error }))
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
