import { accountActionSchema, invitationSchema, rolesChangeSchema } from "@vantreo/contracts";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { clientKey } from "../http/client-key";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import { disableStaffAccount, type Actor } from "./staff-accounts";
import type { StaffContext } from "./staff-context";
import { inviteStaff, localeOf, sendResetLink } from "./staff-links";
import { guardedSession, requireCapability } from "./staff-session-guard";
import { stepUpRefusal } from "./staff-step-up";
import { staffSummary, type StaffAccount } from "./staff-types";

const BODY_LIMIT = 4096;

function actorOf(sc: StaffContext, c: Context<AppEnv>): Actor {
  return {
    actor: guardedSession(c).account.email,
    ipHash: sc.pseudonymize(`address:${clientKey(sc, c)}`),
    now: sc.now(),
  };
}

/**
 * Staff management, owners only (every other role gets `403 forbidden`). Every change asks for
 * the acting owner's fresh TOTP code in `stepUpCode` (`403 step_up_failed`, audited, when it is
 * missing, wrong or already used; `429 locked` after repeated failures). No answer ever carries
 * a password, a TOTP secret or a link token: those go to the person by mail.
 * - `GET /v1/staff/accounts` — every account (never a hash or a secret)
 * - `POST /v1/staff/accounts` `{ email, name, roles, locale?, stepUpCode }` — mails the invitee a
 *   single-use link (72 hours) to set their own password and authenticator: `201 { invitation }`;
 *   `409 email_taken`; `400 invalid_request` with `fields`
 * - `POST /v1/staff/accounts/:id/roles` `{ roles, stepUpCode }` — `200 { account }`; granting
 *   the owner role mails every active owner
 * - `POST /v1/staff/accounts/:id/disable` `{ stepUpCode }` — ends its sessions, refuses its sign-ins
 * - `POST /v1/staff/accounts/:id/reset-password` and `…/reset-totp` `{ locale?, stepUpCode }` —
 *   the old credential stops working, sessions end, the person is mailed a link: `200 { link }`
 * An owner cannot change, disable or reset their own account here (`409 own_account`).
 */
export function registerStaffManageRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const owners = requireCapability(sc, "staff");

  route.get("/accounts", owners, async (c) => {
    const accounts = await sc.staff.listAccounts();
    return replyJson(c, 200, { accounts: accounts.map(staffSummary) });
  });

  const body = jsonBody(BODY_LIMIT);
  route.post("/accounts", owners, body, validate("json", invitationSchema), async (c) => {
    const { email, name, roles, locale, stepUpCode } = c.req.valid("json");
    if (await sc.staff.findAccountByEmail(email)) return apiError(c, 409, "email_taken");
    const refusal = await stepUpRefusal(sc, c, guardedSession(c).account, stepUpCode, email);
    if (refusal) return refusal;
    const invitation = { email, name, roles };
    const sent = await inviteStaff(sc, invitation, localeOf(locale), actorOf(sc, c));
    if (!sent) return apiError(c, 409, "email_taken");
    return replyJson(c, 201, {
      invitation: { email, name, roles, expiresAt: new Date(sent.expiresAt).toISOString() },
    });
  });

  /** The account of `:id` another owner may act on, else the answer. */
  async function target(c: Context<AppEnv>): Promise<{ account: StaffAccount } | Response> {
    const account = await sc.staff.findAccount(c.req.param("id") ?? "");
    if (!account) return apiError(c, 404, "not_found");
    if (account.id === guardedSession(c).account.id) return apiError(c, 409, "own_account");
    return { account };
  }

  route.post(
    "/accounts/:id/roles",
    owners,
    body,
    validate("json", rolesChangeSchema),
    async (c) => {
      const found = await target(c);
      if (found instanceof Response) return found;
      const { roles, stepUpCode } = c.req.valid("json");
      const refusal = await stepUpRefusal(
        sc,
        c,
        guardedSession(c).account,
        stepUpCode,
        found.account.email,
      );
      if (refusal) return refusal;
      const by = actorOf(sc, c);
      const changed = await sc.store.staffInvites.changeRoles(found.account, roles, {
        at: by.now,
        event: "roles_changed",
        actor: by.actor,
        subject: found.account.email,
        ipHash: by.ipHash,
      });
      if (!changed) return apiError(c, 404, "not_found");
      return replyJson(c, 200, { account: staffSummary({ ...found.account, roles }) });
    },
  );

  const action = validate("json", accountActionSchema);
  route.post("/accounts/:id/disable", owners, body, action, async (c) => {
    const found = await target(c);
    if (found instanceof Response) return found;
    const { account } = found;
    const { stepUpCode } = c.req.valid("json");
    const refusal = await stepUpRefusal(
      sc,
      c,
      guardedSession(c).account,
      stepUpCode,
      account.email,
    );
    if (refusal) return refusal;
    await disableStaffAccount(sc.staff, account, actorOf(sc, c));
    return replyJson(c, 200, {
      account: staffSummary({ ...account, disabledAt: account.disabledAt ?? sc.now() }),
    });
  });

  for (const [path, purpose] of [
    ["reset-password", "password"],
    ["reset-totp", "totp"],
  ] as const) {
    route.post(`/accounts/:id/${path}`, owners, body, action, async (c) => {
      const found = await target(c);
      if (found instanceof Response) return found;
      const { account } = found;
      const { locale, stepUpCode } = c.req.valid("json");
      if (account.disabledAt !== null) return apiError(c, 404, "not_found");
      const refusal = await stepUpRefusal(
        sc,
        c,
        guardedSession(c).account,
        stepUpCode,
        account.email,
      );
      if (refusal) return refusal;
      const sent = await sendResetLink(sc, account, purpose, localeOf(locale), actorOf(sc, c));
      if (!sent) return apiError(c, 404, "not_found");
      return replyJson(c, 200, {
        link: { email: account.email, purpose, expiresAt: new Date(sent.expiresAt).toISOString() },
      });
    });
  }
}
