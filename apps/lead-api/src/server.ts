import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { seedDataroomDocuments } from "./dataroom/seed-documents";
import {
  createKeyedHash,
  createPseudonymizer,
  filePseudonymKeys,
  fileThrottleKey,
  secretPseudonymKeys,
  secretThrottleKey,
} from "./http/pseudonym-key";
import { loadConfig, type Config } from "./config";
import { createLogger, type Logger } from "./log/logger";
import { createMailRelay } from "./mail/mail-relay";
import { startReplyClock } from "./pipeline/reply-clock-sweep";
import { mailSettings } from "./mail/mail-settings";
import { createMailTransport } from "./mail/mail-transport";
import { createOutboxRelay } from "./outbox/outbox-relay";
import { createAlertRelay } from "./alerts/alert-relay";
import { purgeExpired } from "./retention/purge-expired";
import { legacyAdminNotice } from "./staff/legacy-admin-notice";
import { openStore } from "./store/open-store";
import type { LeadStore } from "./store/lead-store";

const RETENTION_INTERVAL_MS = 3_600_000;
// dist/server.js and src/server.ts both sit one level below the app folder.
const DEFAULT_SEED_DIR = fileURLToPath(new URL("../dataroom-seed", import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

function startRetention(store: LeadStore, config: Config, logger: Logger): NodeJS.Timeout {
  const purge = () =>
    purgeExpired(store, {
      now: Date.now(),
      retention: {
        inquiryMonths: config.inquiryRetentionMonths,
        clientYears: config.clientRetentionYears,
      },
      rateWindowMs: config.rateWindowSeconds * 1000,
    })
      .then((purged) => logger.info("retention purge", purged))
      .catch((error: unknown) => logger.error("retention purge failed", { err: error }));
  void purge();
  return setInterval(purge, RETENTION_INTERVAL_MS).unref();
}

async function main() {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel });
  const store = await openStore(config);
  const seeded = await seedDataroomDocuments(
    store.dataroom,
    config.dataroomSeedDir ?? DEFAULT_SEED_DIR,
    Date.now(),
  );
  if (seeded.length > 0) logger.info("data room seeded", { documents: seeded });
  const lifecycle = { draining: false };
  // Without LEAD_API_IP_HASH_SECRET the month's key and the throttle key are generated and kept
  // beside the database.
  const pseudonymKeys = filePseudonymKeys(config.dataDir);
  const throttleKey = config.ipHashSecret ? undefined : fileThrottleKey(config.dataDir);
  const app = createApp(config, {
    store,
    logger,
    lifecycle,
    pseudonymKeys,
    ...(throttleKey ? { throttleKey } : {}),
  });
  const relay =
    config.crmWebhookUrl && config.crmWebhookSecret
      ? createOutboxRelay({
          store,
          logger,
          webhookUrl: config.crmWebhookUrl,
          secret: config.crmWebhookSecret,
          maxAttempts: config.relayMaxAttempts,
          baseDelayMs: config.relayBaseDelayMs,
          maxDelayMs: config.relayMaxDelayMs,
          intervalMs: config.relayIntervalMs,
        })
      : undefined;
  relay?.start();
  // Mail always runs: over SMTP when configured, else into .eml files in the data folder.
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const mailRelay = createMailRelay({
    mail: store.mail,
    // The same keys as the lead API's address hashes: the secret's, else the data folder's file.
    recipientDigest: createPseudonymizer(
      config.ipHashSecret ? secretPseudonymKeys(config.ipHashSecret) : pseudonymKeys,
      Date.now,
    ),
    transport,
    // The fixed key the app signs unsubscribe links and keys the suppression list with.
    settings: {
      ...mailSettings(config),
      newsletterHash: createKeyedHash(
        config.ipHashSecret
          ? secretThrottleKey(config.ipHashSecret)
          : fileThrottleKey(config.dataDir),
      ),
    },
    newsletter: store.newsletter,
    logger,
    maxAttempts: config.relayMaxAttempts,
    baseDelayMs: config.relayBaseDelayMs,
    maxDelayMs: config.relayMaxDelayMs,
    intervalMs: config.relayIntervalMs,
    leaseMs: config.relayLeaseMs,
  });
  mailRelay.start();
  logger.info("mail relay started", { transport: transport.kind });
  // Slack and Teams alerts: always running; rules in the desk decide whether anything is queued.
  const alertRelay = createAlertRelay({
    alerts: store.alerts,
    siteUrl: mailSettings(config).siteUrl,
    logger,
    maxAttempts: config.relayMaxAttempts,
    baseDelayMs: config.relayBaseDelayMs,
    maxDelayMs: config.relayMaxDelayMs,
    intervalMs: config.relayIntervalMs,
    leaseMs: config.relayLeaseMs,
  });
  alertRelay.start();
  // The reply clock's reminders and escalations, queued into the mail outbox (src/pipeline).
  const stopReplyClock = startReplyClock(store, { intervalMs: config.relayIntervalMs, logger });
  const retention = startRetention(store, config, logger);
  if (!config.adminToken) logger.warn("admin API disabled: LEAD_API_ADMIN_TOKEN is not set");
  const legacyAdmin = await legacyAdminNotice(config, store.staff);
  if (legacyAdmin) logger.warn(legacyAdmin);
  if (!config.staffTotpKey)
    logger.warn("LEAD_API_STAFF_TOTP_KEY is not set: staff TOTP secrets are stored unencrypted");

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info("listening", {
      url: `http://${config.host}:${info.port}`,
      port: info.port,
      store: store.kind,
    });
  }) as Server;
  // Slow-loris defence: a request must arrive whole within 30 s.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    // close() stops accepting and calls back once the requests in flight have been answered.
    server.close(() => {
      clearTimeout(force);
      clearInterval(retention);
      stopReplyClock();
      void (async () => {
        await relay?.stop();
        await mailRelay.stop();
        await alertRelay.stop();
        transport.close();
        await store.close();
        logger.info("stopped");
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
  }
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  createLogger().error("lead API failed to start", { err: error });
  process.exit(1);
});
