import type { AppContext } from "../app-env";
import { createAttemptThrottle, type AttemptThrottle } from "../rate-limit/attempt-throttle";
import type { StaffStore } from "./staff-store";
import { parseTotpKey } from "./totp-secret";

/**
 * Staff session limits (OWASP ASVS 3.3.2 / Session Management Cheat Sheet, idle and absolute
 * timeouts): 30 minutes unused, 8 hours after sign-in at most.
 */
export const STAFF_SESSION = { idleMs: 30 * 60_000, maxMs: 8 * 3_600_000 } as const;

/** What every staff route shares, built once per app. */
export type StaffContext = AppContext & {
  staff: StaffStore;
  throttle: AttemptThrottle;
  /** The key sealing TOTP secrets at rest (`LEAD_API_STAFF_TOTP_KEY`), or null: stored plain. */
  totpKey: Buffer | null;
  cookieSecure: boolean;
};

/** Builds the staff context from the app's; failures share the data room's throttle table. */
export function createStaffContext(context: AppContext): StaffContext {
  const { config, store, now, pseudonymize } = context;
  return {
    ...context,
    staff: store.staff,
    throttle: createAttemptThrottle({ failures: store.dataroom, now, pseudonymize }),
    totpKey: config.staffTotpKey ? parseTotpKey(config.staffTotpKey) : null,
    cookieSecure: config.cookieSecure,
  };
}
