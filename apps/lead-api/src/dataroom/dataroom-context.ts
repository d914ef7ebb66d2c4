import { ACCESS_DAYS } from "@vantreo/leads/dataroom";
import type { StaffContext } from "../staff/staff-context";
import type { StaffRole } from "../staff/staff-roles";
import type { DataroomStore } from "./store/dataroom-store";

/**
 * Who may use the data room's admin console: staff holding `investor-relations` (owners pass
 * every role check). Admins sign in as staff, with password and TOTP code, and their session is
 * the staff session (30 minutes idle, 8 hours at most).
 */
export const DATAROOM_ADMIN_ROLES: readonly StaffRole[] = ["investor-relations"];

/**
 * How long a data-room admin session lasts at most: the staff session's absolute limit, which
 * the retention purge also uses for the old admin-session table.
 */
export { STAFF_SESSION as ADMIN_SESSION } from "../staff/staff-context";

/** Access-code lifetimes in days: 14 by default, 1 to 90 on approval. */
export const CODE_LIFETIME_DAYS = ACCESS_DAYS;

/** What every data-room route shares, built once per app. */
export type DataroomContext = StaffContext & {
  dataroom: DataroomStore;
  sessionMs: number;
};

/**
 * Builds the data room's context from the staff context (which carries the app's); investor
 * codes and staff sign-ins share its (account, address) throttle.
 */
export function createDataroomContext(context: StaffContext): DataroomContext {
  const { config, store } = context;
  return {
    ...context,
    dataroom: store.dataroom,
    sessionMs: config.dataroomSessionHours * 3_600_000,
  };
}
