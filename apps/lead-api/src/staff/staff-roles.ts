import { isStaffRole, STAFF_ROLES, type StaffRole } from "@vantreo/leads/desk";

// The roles are the desk's contract with the site (`@vantreo/leads/desk`).
export { isStaffRole, STAFF_ROLES, type StaffRole };

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
