import { ACCESS_DAYS } from "@vantreo/leads/dataroom";
import type { AppContext } from "../app-env";
import { createAttemptLockout, type AttemptLockout } from "./auth/attempt-lockout";
import { parsePasswordHash, type PasswordHash } from "./auth/password-hash";
import type { DataroomStore } from "./store/dataroom-store";

/** Admin session limits (DATAROOM.md): 1 hour idle, 8 hours at most. */
export const ADMIN_SESSION = { idleMs: 3_600_000, maxMs: 8 * 3_600_000 } as const;

/** Access-code lifetimes in days (DATAROOM.md): 14 by default, 1 to 90 on approval. */
export const CODE_LIFETIME_DAYS = ACCESS_DAYS;

/** The admin credentials from the environment, or null when either variable is missing. */
export type AdminCredentials = { username: string; hash: PasswordHash } | null;

/** What every data-room route shares, built once per app. */
export type DataroomContext = AppContext & {
  dataroom: DataroomStore;
  lockout: AttemptLockout;
  admin: AdminCredentials;
  sessionMs: number;
  cookieSecure: boolean;
};

/** Builds the data room's context from the app's. */
export function createDataroomContext(context: AppContext): DataroomContext {
  const { config, store, now } = context;
  const hash = config.dataroomAdminPasswordHash
    ? parsePasswordHash(config.dataroomAdminPasswordHash)
    : null;
  return {
    ...context,
    dataroom: store.dataroom,
    lockout: createAttemptLockout(store.dataroom, now),
    admin: config.dataroomAdminUser && hash ? { username: config.dataroomAdminUser, hash } : null,
    sessionMs: config.dataroomSessionHours * 3_600_000,
    cookieSecure: config.cookieSecure,
  };
}
