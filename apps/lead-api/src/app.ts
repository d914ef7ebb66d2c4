import { newsletterLifecycleRoutes } from "./newsletter/newsletter-lifecycle-routes";
import { leadMagnetRoute } from "./lead-magnets/lead-magnet-route";
import { Hono } from "hono";
import type { AppContext, AppEnv, Lifecycle } from "./app-env";
import type { Config } from "./config";
import { apiError, usesErrorEnvelope } from "./http/api-error";
import { dataroomHeaders, dataroomRoutes } from "./dataroom/dataroom-routes";
import { deskRoutes } from "./desk/desk-routes";
import { API_MESSAGES } from "./http/api-messages";
import { apiCors } from "./http/cors-policy";
import { securityHeaders } from "./http/security-headers";
import { errorHandler } from "./http/error-handler";
import { originGuard } from "./http/origin-guard";
import { failure } from "./http/reply";
import { createClientAddress } from "./http/client-address";
import { randomBytes } from "node:crypto";
import {
  createKeyedHash,
  createPseudonymizer,
  memoryPseudonymKeys,
  secretPseudonymKeys,
  secretThrottleKey,
  type PseudonymKeys,
} from "./http/pseudonym-key";
import { requestContext } from "./http/request-context";
import { parseTrustedProxies } from "./http/trusted-proxies";
import { createLogger, type Logger } from "./log/logger";
import { createLeadApiMetrics } from "./metrics/lead-api-metrics";
import { metricsMiddleware } from "./metrics/metrics-middleware";
import { metricsRoute } from "./metrics/metrics-route";
import { createRateLimiter } from "./rate-limit/rate-limiter";
import { adminRoutes } from "./routes/admin-routes";
import { consentsRoute } from "./routes/consents-route";
import { healthRoutes } from "./routes/health-routes";
import { integrationRoutes } from "./integrations/integration-routes";
import { leadsRoute } from "./routes/leads-route";
import { createStaffContext } from "./staff/staff-context";
import { staffRoutes } from "./staff/staff-routes";
import { dataRightsVerifyRoute } from "./routes/data-rights-verify-route";
import { newsletterRoute } from "./routes/newsletter-route";
import type { LeadStore } from "./store/lead-store";

/** What the app needs besides its configuration. */
export type AppServices = {
  store: LeadStore;
  /** Defaults to a JSON logger on standard output at the configured level. */
  logger?: Logger;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
  /** Shared with the listener, which sets `draining` on shutdown. */
  lifecycle?: Lifecycle;
  /**
   * The monthly keys of address hashes and throttle keys when `LEAD_API_IP_HASH_SECRET` is not
   * set; the listener keeps them in the data folder. Defaults to keys held in memory.
   */
  pseudonymKeys?: PseudonymKeys;
  /**
   * The fixed key of throttle and rate-limit keys when `LEAD_API_IP_HASH_SECRET` is not set; the
   * listener keeps it in the data folder. Defaults to a key held in memory.
   */
  throttleKey?: Buffer;
};

/**
 * Builds the lead API as a fetch handler; the listener (Node server or serverless) is the
 * caller's. Public routes: `POST /v1/leads`, `POST /v1/consents`, `GET /healthz`, `GET /readyz`;
 * the admin API lives under `/admin/v1`; the investor data room under `/v1/dataroom`;
 * staff sign-in and management under `/v1/staff`; the lead desk under `/v1/desk`.
 */
export function createApp(config: Config, services: AppServices) {
  const now = services.now ?? Date.now;
  const logger = services.logger ?? createLogger({ level: config.logLevel });
  const trustedProxies = parseTrustedProxies(config.trustedProxies);
  const pseudonymKeys = config.ipHashSecret
    ? secretPseudonymKeys(config.ipHashSecret)
    : (services.pseudonymKeys ?? memoryPseudonymKeys());
  const pseudonymize = createPseudonymizer(pseudonymKeys, now);
  const throttleHash = createKeyedHash(
    config.ipHashSecret
      ? secretThrottleKey(config.ipHashSecret)
      : (services.throttleKey ?? randomBytes(32)),
  );
  const context: AppContext = {
    config,
    store: services.store,
    logger,
    now,
    lifecycle: services.lifecycle ?? { draining: false },
    limiter: createRateLimiter({
      store: services.store,
      limit: config.rateLimit,
      windowMs: config.rateWindowSeconds * 1000,
      now,
      pseudonymize: throttleHash,
    }),
    trustedProxies,
    clientAddress: createClientAddress({ trustedProxies, logger }),
    pseudonymize,
    throttleHash,
  };

  const app = new Hono<AppEnv>();
  // LEAD_API_METRICS: first, so the latency covers every middleware below.
  const metrics = config.metricsEnabled ? createLeadApiMetrics(context) : undefined;
  if (metrics) app.use(metricsMiddleware(metrics));
  app.use(requestContext({ logger: context.logger, lifecycle: context.lifecycle }));
  app.use(securityHeaders());
  app.use("/v1/dataroom", dataroomHeaders);
  app.use("/v1/dataroom/*", dataroomHeaders);
  app.use("/v1/*", originGuard(config.siteOrigins));
  // CORS of the site's cross-origin POSTs and their preflight; the origin guard already refused
  // other origins.
  app.use("/v1/*", apiCors(config.siteOrigins));
  app.route("/", healthRoutes(context));
  app.route("/", leadsRoute(context));
  app.route("/", newsletterRoute(context));
  app.route("/", newsletterLifecycleRoutes(context));
  app.route("/", leadMagnetRoute(context));
  app.route("/", dataRightsVerifyRoute(context));
  app.route("/", consentsRoute(context));
  app.route("/", integrationRoutes(context));
  app.route("/", adminRoutes(context));
  const staff = createStaffContext(context);
  app.route("/", staffRoutes(staff));
  app.route("/", dataroomRoutes(staff));
  app.route("/", deskRoutes(staff));
  if (metrics) app.route("/", metricsRoute(context, metrics));
  app.notFound((c) =>
    usesErrorEnvelope(c.req.path)
      ? apiError(c, 404, "not_found")
      : failure(c, 404, API_MESSAGES.notFound),
  );
  app.onError(errorHandler(context.logger));
  return app;
}
