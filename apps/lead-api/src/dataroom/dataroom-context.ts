import type { StaffContext } from "../staff/staff-context";
import type { DataroomStore } from "./store/dataroom-store";

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
