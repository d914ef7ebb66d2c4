/**
 * The staff roles. `owner` may do everything, including managing staff accounts; the others open
 * the parts of the staff pages named after them (`investor-relations`: the data room's admin
 * console; `sales`, `marketing`, `privacy`: the lead desk and the privacy queue).
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

/**
 * The roles of a comma-separated list (the CLI's `--roles`) or an array (the API), sorted and
 * without duplicates; null when empty or when any entry is not a role.
 */
export function parseRoles(input: unknown): StaffRole[] | null {
  const entries = typeof input === "string" ? input.split(",").map((part) => part.trim()) : input;
  if (!Array.isArray(entries) || entries.length === 0 || !entries.every(isStaffRole)) return null;
  return STAFF_ROLES.filter((role) => entries.includes(role));
}

/** Whether someone with `held` may act where `allowed` roles are asked for (owner passes all). */
export function hasRole(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.includes("owner") || held.some((role) => allowed.includes(role));
}
