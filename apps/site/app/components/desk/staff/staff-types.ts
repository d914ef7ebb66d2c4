import type { StaffInvitation } from "@vantreo/contracts/core";

/** What the invite form reads (`POST /v1/staff/accounts` adds the locale and the step-up code). */
export type NewStaffAccount = Pick<StaffInvitation, "email" | "name" | "roles">;
