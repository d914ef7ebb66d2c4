import { z } from "zod";
import { placeholderFacts } from "@vantreo/firm";
import { RETENTION_POLICY } from "@vantreo/leads";
import { loadFirmFacts } from "@vantreo/firm/node";
import { SCRYPT_LOG_N, parsePasswordHash } from "./auth/password-hash";
import { parseTotpKey } from "./staff/totp-secret";
import { parseTrustedProxies } from "./http/trusted-proxies";
import { webhookUrlProblem } from "./outbox/webhook-url-policy";

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const ConfigSchema = z
  .object({
    host: z.string().min(1).default("127.0.0.1"),
    port: z.coerce.number().int().min(0).max(65_535).default(8787),
    dataDir: z.string().min(1).default("data"),
    databaseUrl: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    siteOrigins: commaList("http://127.0.0.1:4173,http://localhost:4173"),
    bodyLimitBytes: z.coerce.number().int().min(1024).max(1_048_576).default(65_536),
    rateLimit: z.coerce.number().int().min(1).default(10),
    rateWindowSeconds: z.coerce.number().int().min(1).max(86_400).default(60),
    signInRateLimit: z.coerce.number().int().min(1).default(60),
    trustedProxies: commaList(""),
    ipHashSecret: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    minFillMs: z.coerce.number().int().min(0).max(600_000).default(3000),
    signingKey: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    crmWebhookUrl: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    crmWebhookSecret: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    /** LEAD_API_CAL_WEBHOOK_SECRET: the secret of the Cal.com webhook (unset: the route answers 404). */
    calWebhookSecret: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    /** LEAD_API_STRIPE_WEBHOOK_SECRET: the endpoint's signing secret from Stripe (`whsec_…`). */
    stripeWebhookSecret: optionalText.pipe(
      z.string().startsWith("whsec_", "must be the endpoint's signing secret (whsec_…)").optional(),
    ),
    relayIntervalMs: z.coerce.number().int().min(10).default(1000),
    relayMaxAttempts: z.coerce.number().int().min(1).max(100).default(15),
    relayBaseDelayMs: z.coerce.number().int().min(1).default(1000),
    relayMaxDelayMs: z.coerce.number().int().min(1).default(3_600_000),
    relayLeaseMs: z.coerce.number().int().min(100).default(60_000),
    adminToken: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    inquiryRetentionMonths: z.coerce
      .number()
      .int()
      .min(1)
      .max(120)
      .default(RETENTION_POLICY.inquiryMonths),
    clientRetentionYears: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .default(RETENTION_POLICY.clientYears),
    logLevel: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    shutdownTimeoutMs: z.coerce.number().int().min(100).default(10_000),
    dataroomAdminUser: optionalText.pipe(z.string().max(64).optional()),
    dataroomAdminPasswordHash: optionalText.pipe(
      z
        .string()
        .refine((value) => parsePasswordHash(value) !== null, {
          message: "must be scrypt$N$r$p$salt$hash",
        })
        .optional(),
    ),
    scryptLogN: z.coerce
      .number()
      .int()
      .min(SCRYPT_LOG_N.min)
      .max(SCRYPT_LOG_N.max)
      .default(SCRYPT_LOG_N.production),
    dataroomSessionHours: z.coerce.number().int().min(1).max(168).default(8),
    cookieSecure: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("true")
      .transform((value) => value === "true"),
    dataroomSeedDir: optionalText,
    staffTotpKey: optionalText.pipe(
      z
        .string()
        .refine((value) => parseTotpKey(value) !== null, {
          message: "must be 32 bytes in base64 (print one with openssl rand -base64 32)",
        })
        .optional(),
    ),
    metricsEnabled: z
      .enum(["0", "1", "true", "false"], { error: "must be 1 or 0" })
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    nodeEnv: optionalText,
    smtpUrl: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    mailFrom: optionalText.pipe(z.string().regex(/@/, "must be an e-mail address").optional()),
    notifyTo: commaList("").pipe(z.array(z.email("must be e-mail addresses, comma-separated"))),
    privacyNotifyTo: commaList("").pipe(
      z.array(z.email("must be e-mail addresses, comma-separated")),
    ),
    slaEscalateTo: commaList("").pipe(
      z.array(z.email("must be e-mail addresses, comma-separated")),
    ),
    publicSiteUrl: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    firmFacts: optionalText,
  })
  .superRefine((config, ctx) => {
    try {
      parseTrustedProxies(config.trustedProxies);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: ["trustedProxies"], message: (error as Error).message });
    }
    // Instances sharing PostgreSQL share throttle counters keyed by these hashes: a key of each
    // instance's own would split the counters and unlink the audit's hashes.
    if (config.databaseUrl && !config.ipHashSecret) {
      ctx.addIssue({
        code: "custom",
        path: ["ipHashSecret"],
        message: "is required when DATABASE_URL is set (the same on every instance)",
      });
    }
    // An unsigned webhook would let anyone who learns the URL inject leads into the CRM.
    if (config.crmWebhookUrl && !config.crmWebhookSecret) {
      ctx.addIssue({
        code: "custom",
        path: ["crmWebhookSecret"],
        message: "is required when LEAD_API_CRM_WEBHOOK_URL is set",
      });
    }
    // /metrics sits behind the admin token: without one it could never be scraped.
    if (config.metricsEnabled && !config.adminToken) {
      ctx.addIssue({
        code: "custom",
        path: ["adminToken"],
        message: "is required when LEAD_API_METRICS is on",
      });
    }
    // Real mail needs a real sender and recipients; without SMTP the .eml files use defaults.
    if (config.smtpUrl && !config.mailFrom)
      ctx.addIssue({
        code: "custom",
        path: ["mailFrom"],
        message: "is required when LEAD_API_SMTP_URL is set",
      });
    if (config.smtpUrl && config.notifyTo.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["notifyTo"],
        message: "is required when LEAD_API_SMTP_URL is set",
      });
    // Without the key the TOTP secrets sit in the database in clear: whoever reads a backup holds
    // every staff member's second factor (security review 2026-11-28, L2).
    if (config.nodeEnv === "production" && !config.staffTotpKey)
      ctx.addIssue({
        code: "custom",
        path: ["staffTotpKey"],
        message:
          "is required when NODE_ENV=production: staff TOTP secrets must be encrypted at rest (print a key with openssl rand -base64 32; seal existing secrets with staff:seal-totp)",
      });
    // A test cost (2^14) would make a stolen database cheap to crack (OWASP: N=2^17 at least).
    if (config.nodeEnv === "production" && config.scryptLogN < SCRYPT_LOG_N.production)
      ctx.addIssue({
        code: "custom",
        path: ["scryptLogN"],
        message: `must be at least ${SCRYPT_LOG_N.production} when NODE_ENV=production (scrypt N=2^${SCRYPT_LOG_N.production}, OWASP's minimum); lower costs are for test runs`,
      });
    // The firm's facts printed in every mail: a file that is not valid facts stops the boot, and
    // so do placeholders (a 555-01xx phone) in production (copy review 2026-11-28).
    try {
      const facts = loadFirmFacts({ VANTREO_FIRM_FACTS: config.firmFacts });
      if (config.nodeEnv === "production")
        for (const problem of placeholderFacts(facts))
          ctx.addIssue({
            code: "custom",
            path: ["firmFacts"],
            message: `${problem}: placeholders are refused when NODE_ENV=production (edit packages/firm/firm.json or point VANTREO_FIRM_FACTS at the firm's facts)`,
          });
    } catch (error) {
      const message = (error as Error).message.replace(/^VANTREO_FIRM_FACTS: /, "");
      ctx.addIssue({ code: "custom", path: ["firmFacts"], message });
    }
    const webhookProblem =
      config.crmWebhookUrl && webhookUrlProblem(config.crmWebhookUrl, config.nodeEnv);
    if (webhookProblem)
      ctx.addIssue({ code: "custom", path: ["crmWebhookUrl"], message: webhookProblem });
  });

/** Validated configuration of the lead API. */
export type Config = z.infer<typeof ConfigSchema>;

/** The environment variable behind each configuration key (documented in the README). */
export const CONFIG_VARIABLES = {
  host: "LEAD_API_HOST",
  port: "LEAD_API_PORT",
  dataDir: "LEAD_API_DATA_DIR",
  databaseUrl: "DATABASE_URL",
  siteOrigins: "LEAD_API_SITE_ORIGINS",
  bodyLimitBytes: "LEAD_API_BODY_LIMIT_BYTES",
  rateLimit: "LEAD_API_RATE_LIMIT",
  rateWindowSeconds: "LEAD_API_RATE_WINDOW_SECONDS",
  signInRateLimit: "LEAD_API_SIGN_IN_RATE_LIMIT",
  trustedProxies: "LEAD_API_TRUSTED_PROXIES",
  ipHashSecret: "LEAD_API_IP_HASH_SECRET",
  minFillMs: "LEAD_API_MIN_FILL_MS",
  signingKey: "LEAD_API_SIGNING_KEY",
  crmWebhookUrl: "LEAD_API_CRM_WEBHOOK_URL",
  crmWebhookSecret: "LEAD_API_CRM_WEBHOOK_SECRET",
  calWebhookSecret: "LEAD_API_CAL_WEBHOOK_SECRET",
  stripeWebhookSecret: "LEAD_API_STRIPE_WEBHOOK_SECRET",
  relayIntervalMs: "LEAD_API_RELAY_INTERVAL_MS",
  relayMaxAttempts: "LEAD_API_RELAY_MAX_ATTEMPTS",
  relayBaseDelayMs: "LEAD_API_RELAY_BASE_DELAY_MS",
  relayMaxDelayMs: "LEAD_API_RELAY_MAX_DELAY_MS",
  relayLeaseMs: "LEAD_API_RELAY_LEASE_MS",
  adminToken: "LEAD_API_ADMIN_TOKEN",
  inquiryRetentionMonths: "LEAD_API_INQUIRY_RETENTION_MONTHS",
  clientRetentionYears: "LEAD_API_CLIENT_RETENTION_YEARS",
  logLevel: "LEAD_API_LOG_LEVEL",
  shutdownTimeoutMs: "LEAD_API_SHUTDOWN_TIMEOUT_MS",
  dataroomAdminUser: "LEAD_API_DATAROOM_ADMIN_USER",
  dataroomAdminPasswordHash: "LEAD_API_DATAROOM_ADMIN_PASSWORD_HASH",
  scryptLogN: "LEAD_API_SCRYPT_LOG_N",
  dataroomSessionHours: "LEAD_API_DATAROOM_SESSION_HOURS",
  cookieSecure: "LEAD_API_COOKIE_SECURE",
  dataroomSeedDir: "LEAD_API_DATAROOM_SEED_DIR",
  staffTotpKey: "LEAD_API_STAFF_TOTP_KEY",
  metricsEnabled: "LEAD_API_METRICS",
  nodeEnv: "NODE_ENV",
  smtpUrl: "LEAD_API_SMTP_URL",
  mailFrom: "LEAD_API_MAIL_FROM",
  notifyTo: "LEAD_API_NOTIFY_TO",
  privacyNotifyTo: "LEAD_API_PRIVACY_NOTIFY_TO",
  slaEscalateTo: "LEAD_API_SLA_ESCALATE_TO",
  publicSiteUrl: "LEAD_API_PUBLIC_SITE_URL",
  firmFacts: "VANTREO_FIRM_FACTS",
} as const satisfies Record<keyof Config, string>;

/**
 * Reads the configuration from the environment; throws one readable error naming every bad
 * variable (secrets are never echoed back).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // One period for everything would silently outlive the privacy policy's promises.
  if (env.LEAD_API_RETENTION_DAYS !== undefined)
    throw new Error(
      "Invalid lead API configuration:\n  LEAD_API_RETENTION_DAYS: replaced by LEAD_API_INQUIRY_RETENTION_MONTHS and LEAD_API_CLIENT_RETENTION_YEARS (the README's retention table)",
    );
  const input = Object.fromEntries(
    Object.entries(CONFIG_VARIABLES).map(([key, variable]) => [key, env[variable]]),
  );
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "") as keyof Config;
      return `  ${CONFIG_VARIABLES[key] ?? key}: ${issue.message}`;
    });
    throw new Error(`Invalid lead API configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
