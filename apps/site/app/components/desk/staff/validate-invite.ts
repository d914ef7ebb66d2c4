import type { StaffRole } from "@vantreo/contracts/core";
import { STAFF_ROLES } from "@vantreo/contracts/core";
import type { NewStaffAccount } from "./staff-types";

/** The shortest password the lead API accepts (NIST SP 800-63B: length, no composition rules). */
export const MIN_PASSWORD_LENGTH = 12;

/** The invite form's fields that can be wrong. */
export type InviteField = "email" | "name" | "roles";

// A pragmatic shape check (something@domain.tld); the lead API validates the address fully.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The known roles ticked in a form (`name="roles"` checkboxes). */
export function readRoles(data: FormData): StaffRole[] {
  return data
    .getAll("roles")
    .filter((role): role is StaffRole => STAFF_ROLES.includes(role as StaffRole));
}

/** Whether a typed authenticator code has the shape of one: six digits (spaces ignored). */
export function readCode(value: FormDataEntryValue | null): string | null {
  const code = typeof value === "string" ? value.replace(/\s/g, "") : "";
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * Reads and checks the invite form before it is sent, with the lead API's rules (an address,
 * a name up to 100 characters, at least one known role). There is no password: the invitee
 * chooses their own from the mailed link.
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
  const roles = readRoles(data);
  const fields: InviteField[] = [];
  if (!EMAIL.test(email) || email.length > 254) fields.push("email");
  if (name === "" || name.length > 100) fields.push("name");
  if (roles.length === 0) fields.push("roles");
  return fields.length > 0 ? { ok: false, fields } : { ok: true, value: { email, name, roles } };
}
