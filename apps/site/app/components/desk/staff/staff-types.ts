import type { StaffRole } from "@vantreo/contracts/core";

/** What the invite form reads (`POST /v1/staff/accounts` adds the locale and the step-up code). */
export interface NewStaffAccount {
  email: string;
  name: string;
  roles: StaffRole[];
}

/** What a mailed link is for (`POST /v1/staff/links/open`). */
export type StaffLinkPurpose = "invite" | "password" | "totp";

/** An opened invitation or reset link, as its holder sees it. */
export interface OpenedStaffLink {
  purpose: StaffLinkPurpose;
  email: string;
  name: string;
  locale: string;
  /** The `otpauth://` URI of the authenticator to enrol; null for a password reset. */
  enrolmentUri: string | null;
  minPasswordLength: number;
}
