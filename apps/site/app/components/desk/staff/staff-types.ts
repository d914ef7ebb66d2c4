import type { StaffRole } from "../desk-types";

/** The staff roles an owner can grant, in the order the invite form offers them. */
export const STAFF_ROLES: readonly StaffRole[] = [
  "sales",
  "marketing",
  "investor-relations",
  "privacy",
  "owner",
];

/** `GET /v1/staff/accounts`: one account (never a hash or a secret); times in ms since epoch. */
export interface StaffAccountSummary {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  disabledAt: number | null;
  createdAt: number;
  lastSignInAt: number | null;
}

/** What the invite form sends (`POST /v1/staff/accounts`). */
export interface NewStaffAccount {
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
}

/** An authenticator enrollment to show once: whose, and the `otpauth://` URI. */
export interface Enrollment {
  name: string;
  email: string;
  uri: string;
}
