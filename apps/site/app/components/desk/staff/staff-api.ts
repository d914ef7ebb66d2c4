import type { Locale } from "@vantreo/i18n";
import type {
  OpenedStaffLink,
  PasswordChanged,
  StaffAccountAnswer,
  StaffAccountList,
  StaffInvitationAnswer,
  StaffLinkAccepted,
  StaffResetAnswer,
  StaffRole,
} from "@vantreo/contracts/core";
import { staffRequest } from "../desk-api";
import type { NewStaffAccount } from "./staff-types";

const account = (id: string) => `/accounts/${encodeURIComponent(id)}`;

/**
 * One function per endpoint of `/v1/staff/accounts*` (owners only). Every change carries the
 * owner's fresh authenticator code (`stepUpCode`); no answer carries a password or a secret:
 * those reach the person by a mailed single-use link, in the desk's `locale`.
 */
export const staffAccountsApi = {
  list: (signal?: AbortSignal) =>
    staffRequest<StaffAccountList>("/accounts", signal ? { signal } : {}).then(
      (answer) => answer.accounts,
    ),
  /** Mails the person an invitation link; the account exists once they set it up. */
  invite: (csrfToken: string, input: NewStaffAccount, locale: Locale, stepUpCode: string) =>
    staffRequest<StaffInvitationAnswer>("/accounts", {
      method: "POST",
      body: { ...input, locale, stepUpCode },
      csrfToken,
    }).then((answer) => answer.invitation),
  /** Ends the account's sessions and refuses its sign-ins. */
  disable: (csrfToken: string, id: string, stepUpCode: string) =>
    staffRequest<StaffAccountAnswer>(`${account(id)}/disable`, {
      method: "POST",
      body: { stepUpCode },
      csrfToken,
    }),
  /** The old password or authenticator stops working; the person is mailed a link for a new one. */
  reset: (
    csrfToken: string,
    id: string,
    what: "password" | "totp",
    locale: Locale,
    stepUpCode: string,
  ) =>
    staffRequest<StaffResetAnswer>(`${account(id)}/reset-${what}`, {
      method: "POST",
      body: { locale, stepUpCode },
      csrfToken,
    }).then((answer) => answer.link),
  /** Gives the account these roles (granting owner mails every owner). */
  changeRoles: (csrfToken: string, id: string, roles: StaffRole[], stepUpCode: string) =>
    staffRequest<StaffAccountAnswer>(`${account(id)}/roles`, {
      method: "POST",
      body: { roles, stepUpCode },
      csrfToken,
    }),
};

/** The mailed links (no session: the token is the credential) and the own password change. */
export const staffLinkApi = {
  open: (token: string) =>
    staffRequest<OpenedStaffLink>("/links/open", { method: "POST", body: { token } }),
  accept: (token: string, password: string | undefined, code: string | undefined) =>
    staffRequest<StaffLinkAccepted>("/links/accept", {
      method: "POST",
      body: { token, password, code },
    }),
  changePassword: (
    csrfToken: string,
    input: { currentPassword: string; code: string; newPassword: string },
  ) => staffRequest<PasswordChanged>("/password", { method: "POST", body: input, csrfToken }),
};

/** Cache key of the account list (under the desk's, so a sign-out drops it). */
export const STAFF_ACCOUNTS_QUERY_KEY = ["desk", "leads", "staff-accounts"] as const;
