import type { StaffRole } from "@vantreo/leads/desk";
import { STAFF_ROLES } from "@vantreo/leads/desk";
import type { NewStaffAccount } from "./staff-types";

/** The shortest password the lead API accepts (NIST SP 800-63B: length, no composition rules). */
export const MIN_PASSWORD_LENGTH = 12;

/** The invite form's fields that can be wrong. */
export type InviteField = "email" | "name" | "roles" | "password";

// A pragmatic shape check (something@domain.tld); the lead API validates the address fully.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads and checks the invite form before it is sent, with the lead API's rules (an address,
 * a name up to 100 characters, at least one known role, a password of 12 characters or more).
 */
export function readInvite(
  data: FormData,
): { ok: true; value: NewStaffAccount } | { ok: false; fields: InviteField[] } {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email").trim();
  const name = text("name").trim();
  const password = text("password");
  const roles = data
    .getAll("roles")
    .filter((role): role is StaffRole => STAFF_ROLES.includes(role as StaffRole));
  const fields: InviteField[] = [];
  if (!EMAIL.test(email) || email.length > 254) fields.push("email");
  if (name === "" || name.length > 100) fields.push("name");
  if (roles.length === 0) fields.push("roles");
  if (password.length < MIN_PASSWORD_LENGTH) fields.push("password");
  return fields.length > 0
    ? { ok: false, fields }
    : { ok: true, value: { email, name, roles, password } };
}
