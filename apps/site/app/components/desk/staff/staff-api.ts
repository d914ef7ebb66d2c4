import { staffRequest } from "../desk-api";
import type { StaffAccountSummary } from "@vantreo/leads/desk";
import type { NewStaffAccount } from "./staff-types";

const account = (id: string) => `/accounts/${encodeURIComponent(id)}`;

/** One function per endpoint of `/v1/staff/accounts*` (owners only). */
export const staffAccountsApi = {
  list: (signal?: AbortSignal) =>
    staffRequest<{ accounts: StaffAccountSummary[] }>("/accounts", signal ? { signal } : {}).then(
      (answer) => answer.accounts,
    ),
  /** Creates the account; the answer's `enrolmentUri` is shown this once. */
  invite: (csrfToken: string, input: NewStaffAccount) =>
    staffRequest<{ account: StaffAccountSummary; enrolmentUri: string }>("/accounts", {
      method: "POST",
      body: input,
      csrfToken,
    }),
  /** Ends the account's sessions and refuses its sign-ins. */
  disable: (csrfToken: string, id: string) =>
    staffRequest<{ account: StaffAccountSummary }>(`${account(id)}/disable`, {
      method: "POST",
      csrfToken,
    }),
  /** A new TOTP secret; the answer's `enrolmentUri` is shown this once. */
  resetTotp: (csrfToken: string, id: string) =>
    staffRequest<{ enrolmentUri: string }>(`${account(id)}/reset-totp`, {
      method: "POST",
      csrfToken,
    }),
};

/** Cache key of the account list (under the desk's, so a sign-out drops it). */
export const STAFF_ACCOUNTS_QUERY_KEY = ["desk", "leads", "staff-accounts"] as const;
