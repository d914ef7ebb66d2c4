import { ACCESS_DAYS } from "@vantreo/leads/dataroom";
import type { AppContext } from "../app-env";
import { createAttemptThrottle, type AttemptThrottle } from "../rate-limit/attempt-throttle";
import { parsePasswordHash, type PasswordHash } from "./auth/password-hash";
import { credentialFingerprint } from "./auth/admin-credential";
import type { DataroomStore } from "./store/dataroom-store";

/** Admin session limits (DATAROOM.md): 1 hour idle, 8 hours at most. */
export const ADMIN_SESSION = { idleMs: 3_600_000, maxMs: 8 * 3_600_000 } as const;

/** Access-code lifetimes in days (DATAROOM.md): 14 by default, 1 to 90 on approval. */
export const CODE_LIFETIME_DAYS = ACCESS_DAYS;

/**
 * The admin credentials from the environment, or null when either variable is missing;
 * `fingerprint` binds sessions to them (see `credentialFingerprint`).
 */
export type AdminCredentials = { username: string; hash: PasswordHash; fingerprint: string } | null;

/** What every data-room route shares, built once per app. */
export type DataroomContext = AppContext & {
  dataroom: DataroomStore;
  throttle: AttemptThrottle;
  admin: AdminCredentials;
  sessionMs: number;
  cookieSecure: boolean;
};

/** Builds the data room's context from the app's. */
export function createDataroomContext(context: AppContext): DataroomContext {
  const { config, store, now, pseudonymize } = context;
  const user = config.dataroomAdminUser;
  const encoded = config.dataroomAdminPasswordHash;
  const hash = encoded ? parsePasswordHash(encoded) : null;
  return {
    ...context,
    dataroom: store.dataroom,
    throttle: createAttemptThrottle({ failures: store.dataroom, now, pseudonymize }),
    admin:
      user && encoded && hash
        ? { username: user, hash, fingerprint: credentialFingerprint(user, encoded) }
        : null,
    sessionMs: config.dataroomSessionHours * 3_600_000,
    cookieSecure: config.cookieSecure,
  };
}
