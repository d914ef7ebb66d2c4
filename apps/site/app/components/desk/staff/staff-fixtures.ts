import type { StaffSession } from "@vantreo/contracts/core";
import type { StaffAccountSummary } from "@vantreo/contracts/core";

/** The signed-in owner of the staff page's tests. */
export const OWNER_SESSION: StaffSession = {
  csrfToken: "csrf-owner",
  staff: { email: "olivia.owner@vantreo.com", name: "Olivia Owner", roles: ["owner"] },
  expiresAt: "2026-03-02T18:00:00Z",
};

/** An account as `GET /v1/staff/accounts` lists it. */
export function staffAccount(overrides: Partial<StaffAccountSummary> = {}): StaffAccountSummary {
  return {
    id: "acc-sam",
    email: "sam.sales@vantreo.com",
    name: "Sam Sales",
    roles: ["sales"],
    disabledAt: null,
    createdAt: Date.parse("2026-02-01T10:00:00.000Z"),
    lastSignInAt: null,
    ...overrides,
  };
}

/** The owner's own account. */
export const OWNER_ACCOUNT = staffAccount({
  id: "acc-olivia",
  email: "olivia.owner@vantreo.com",
  name: "Olivia Owner",
  roles: ["owner"],
  lastSignInAt: Date.parse("2026-03-01T08:00:00.000Z"),
});

/** An otpauth URI as the lead API answers it to the holder of an invitation link. */
export const ENROLLMENT_URI =
  "otpauth://totp/Vantreo%20staff:new.person%40vantreo.com?issuer=Vantreo%20staff&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30";
