import type { StaffRole } from "@vantreo/leads/desk";

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
