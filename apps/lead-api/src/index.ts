export { createApp, type AppServices } from "./app";
export { loadConfig, CONFIG_VARIABLES, type Config } from "./config";
export {
  fileThrottleKey,
  secretThrottleKey,
  filePseudonymKeys,
  memoryPseudonymKeys,
  secretPseudonymKeys,
  type PseudonymKeys,
} from "./http/pseudonym-key";
export {
  createAttemptThrottle,
  THROTTLE_POLICY,
  type AttemptThrottle,
} from "./rate-limit/attempt-throttle";
export { createLogger, type Logger, type LogLevel } from "./log/logger";
export { openStore } from "./store/open-store";
export { openSqliteStore, SQLITE_FILE_NAME, type SqliteStoreOptions } from "./store/sqlite-store";
export { openPostgresStore, type PostgresStoreOptions } from "./store/postgres-store";
export type { LeadStore } from "./store/lead-store";
export { createOutboxRelay, type OutboxRelay } from "./outbox/outbox-relay";
export { signWebhook, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from "./outbox/webhook-signature";
export { HONEYPOT_FIELD, FILL_TIME_FIELD } from "./submission/spam-signals";
export { CONSENT_TEXT_VERSION_FIELD, LOCALE_FIELD } from "./submission/consent-evidence";
