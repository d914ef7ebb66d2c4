/**
 * The staff roles, in the order an owner grants them. `owner` may do everything, including
 * managing staff accounts; the others open the staff pages named after them
 * (`investor-relations`: the data room's admin console; `sales`, `marketing`: the lead desk;
 * `privacy`: the privacy queue).
 */
export const STAFF_ROLES = [
  "sales",
  "marketing",
  "investor-relations",
  "privacy",
  "owner",
] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether `value` names a staff role. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
