import { readFileSync } from "node:fs";
import { URI } from "otpauth";

/**
 * The code a staff member's authenticator app shows now (RFC 6238, via otpauth), from the
 * otpauth URI the lead API's CLI printed when e2e/support/seed-staff.mjs made the account.
 */
export function totpCode(email: string): string {
  // Read when a test signs in: the file is written as the lead API starts, after test listing.
  const enrolment = JSON.parse(readFileSync(process.env.E2E_STAFF_ENROLMENT ?? "", "utf8")) as {
    [email: string]: string;
  };
  return URI.parse(enrolment[email] ?? "").generate();
}
