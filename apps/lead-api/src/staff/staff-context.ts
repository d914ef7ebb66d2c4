import type { AppContext } from "../app-env";
import { createAttemptThrottle, type AttemptThrottle } from "../rate-limit/attempt-throttle";
import { createRateLimiter, type RateLimiter } from "../rate-limit/rate-limiter";
import type { StaffStore } from "./staff-store";
import { SECOND_FACTOR_POLICY } from "./second-factor-policy";
import { parseTotpKey } from "./totp-secret";

/**
 * Staff session limits (OWASP ASVS 3.3.2 / Session Management Cheat Sheet, idle and absolute
 * timeouts): 30 minutes unused, 8 hours after sign-in at most. A use is recorded at most once a
 * minute (`touchEveryMs`), so the desk's reads do not each write the session row: the idle time
 * counts from the last recorded use, up to a minute before the very last one.
 */
export const STAFF_SESSION = {
  idleMs: 30 * 60_000,
  maxMs: 8 * 3_600_000,
  touchEveryMs: 60_000,
} as const;

/**
 * The window of the per-address sign-in limit: `LEAD_API_SIGN_IN_RATE_LIMIT` attempts (60 by
 * default) per client address (an IPv6 /64) in each 10 minutes, whatever e-mail they name. It
 * bounds the scrypt work one address can ask for, and stays far above what a whole office behind
 * one NAT signs in with (security review 2026-11-28, I4).
 */
export const SIGN_IN_RATE_WINDOW_MS = 10 * 60_000;

/** What every staff route shares, built once per app. */
export type StaffContext = AppContext & {
  staff: StaffStore;
  throttle: AttemptThrottle;
  /** The account-wide cap on wrong codes after a right password ({@link SECOND_FACTOR_POLICY}). */
  secondFactorThrottle: AttemptThrottle;
  /** The per-address limit of sign-in attempts ({@link SIGN_IN_RATE_WINDOW_MS}). */
  signInLimiter: RateLimiter;
  /** The key sealing TOTP secrets at rest (`LEAD_API_STAFF_TOTP_KEY`), or null: stored plain. */
  totpKey: Buffer | null;
  cookieSecure: boolean;
};

/** Builds the staff context from the app's; failures share the data room's throttle table. */
export function createStaffContext(context: AppContext): StaffContext {
  const { config, store, now, throttleHash } = context;
  return {
    ...context,
    staff: store.staff,
    throttle: createAttemptThrottle({ failures: store.dataroom, now, pseudonymize: throttleHash }),
    secondFactorThrottle: createAttemptThrottle({
      failures: store.dataroom,
      now,
      pseudonymize: throttleHash,
      policy: SECOND_FACTOR_POLICY,
    }),
    signInLimiter: createRateLimiter({
      store,
      limit: config.signInRateLimit,
      windowMs: SIGN_IN_RATE_WINDOW_MS,
      now,
      pseudonymize: throttleHash,
    }),
    totpKey: config.staffTotpKey ? parseTotpKey(config.staffTotpKey) : null,
    cookieSecure: config.cookieSecure,
  };
}
