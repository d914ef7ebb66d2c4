import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { BlockList } from "node:net";
import type { Config } from "./config";
import type { LogFields, Logger } from "./log/logger";
import type { RateLimiter } from "./rate-limit/rate-limiter";
import type { StaffSessionWithAccount } from "./staff/staff-types";
import type { LeadStore } from "./store/lead-store";

/**
 * The client address of a request as a rate-limit and throttle key (`createClientAddress` in
 * `http/client-address.ts`). Declared here, with the app's other per-request types, so the HTTP
 * helpers depend on this file and never the other way round.
 */
export type ClientAddress = (c: Context<AppEnv>) => string;

/** Hono's typing of this app: Node bindings (absent in-process) and per-request variables. */
export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  /**
   * `responseHeaders` go on every answer (see `reply`); `logFields` are added to the request's
   * access-log record (one line per request); `staffSession` is set by the staff role guard.
   */
  Variables: {
    requestId: string;
    responseHeaders: Record<string, string>;
    logFields?: LogFields;
    staffSession?: StaffSessionWithAccount;
  };
};

/** Whether the instance is draining for shutdown (readiness fails, connections close). */
export type Lifecycle = { draining: boolean };

/** Everything the routes share, built once by `createApp`. */
export type AppContext = {
  config: Config;
  store: LeadStore;
  logger: Logger;
  now: () => number;
  lifecycle: Lifecycle;
  limiter: RateLimiter;
  trustedProxies: BlockList;
  /** The request's client address as a rate-limit and throttle key. */
  clientAddress: ClientAddress;
  /** A keyed, monthly rotating HMAC of personal data (audit address hashes, unknown names). */
  pseudonymize: (value: string) => string;
  /**
   * A keyed HMAC under a key that never rotates: the keys of throttle failures and rate-limit
   * counters, so their history survives the month boundary (see `secretThrottleKey`).
   */
  throttleHash: (value: string) => string;
};
