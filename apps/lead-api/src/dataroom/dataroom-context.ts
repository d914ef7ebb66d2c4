import { ACCESS_DAYS } from "@vantreo/leads/dataroom";
import type { StaffContext } from "../staff/staff-context";
import type { DataroomStore } from "./store/dataroom-store";

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
