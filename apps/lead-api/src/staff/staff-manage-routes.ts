import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { clientKey } from "../dataroom/client-address";
import { readDataroomJson } from "../dataroom/read-dataroom-json";
import { replyJson } from "../http/reply";
import { disableStaffAccount, type Actor } from "./staff-accounts";
import type { StaffContext } from "./staff-context";
import { staffError } from "./staff-errors";
import { inviteStaff, localeOf, sendResetLink, validateInvitation } from "./staff-links";
import { parseRoles } from "./staff-roles";
import { guardedSession, requireRole } from "./staff-session-guard";
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
  const owners = requireRole(sc, "owner");

  route.get("/accounts", owners, async (c) => {
    const accounts = await sc.staff.listAccounts();
    return replyJson(c, 200, { accounts: accounts.map(staffSummary) });
  });

  route.post("/accounts", owners, async (c) => {
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const input = validateInvitation(body);
    if (!input.ok)
      return staffError(c, 400, "invalid_request", { extra: { fields: input.fields } });
    if (await sc.staff.findAccountByEmail(input.value.email))
      return staffError(c, 409, "email_taken");
    const refusal = await stepUpRefusal(sc, c, guardedSession(c).account, body, input.value.email);
    if (refusal) return refusal;
    const sent = await inviteStaff(sc, input.value, localeOf(body.locale), actorOf(sc, c));
    if (!sent) return staffError(c, 409, "email_taken");
    const { email, name, roles } = input.value;
    return replyJson(c, 201, {
      invitation: { email, name, roles, expiresAt: new Date(sent.expiresAt).toISOString() },
    });
  });

  /** The account of `:id` another owner may act on, with the parsed body, else the answer. */
  async function target(
    c: Context<AppEnv>,
  ): Promise<{ account: StaffAccount; body: Record<string, unknown> } | Response> {
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const account = await sc.staff.findAccount(c.req.param("id") ?? "");
    if (!account) return staffError(c, 404, "not_found");
    if (account.id === guardedSession(c).account.id) return staffError(c, 409, "own_account");
    return { account, body };
  }

  route.post("/accounts/:id/roles", owners, async (c) => {
    const found = await target(c);
    if (found instanceof Response) return found;
    const roles = parseRoles(found.body.roles);
    if (!roles) return staffError(c, 400, "invalid_request", { extra: { fields: ["roles"] } });
    const refusal = await stepUpRefusal(
      sc,
      c,
      guardedSession(c).account,
      found.body,
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
    if (!changed) return staffError(c, 404, "not_found");
    return replyJson(c, 200, { account: staffSummary({ ...found.account, roles }) });
  });

  route.post("/accounts/:id/disable", owners, async (c) => {
    const found = await target(c);
    if (found instanceof Response) return found;
    const { account, body } = found;
    const refusal = await stepUpRefusal(sc, c, guardedSession(c).account, body, account.email);
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
    route.post(`/accounts/:id/${path}`, owners, async (c) => {
      const found = await target(c);
      if (found instanceof Response) return found;
      const { account, body } = found;
      if (account.disabledAt !== null) return staffError(c, 404, "not_found");
      const refusal = await stepUpRefusal(sc, c, guardedSession(c).account, body, account.email);
      if (refusal) return refusal;
      const sent = await sendResetLink(sc, account, purpose, localeOf(body.locale), actorOf(sc, c));
      if (!sent) return staffError(c, 404, "not_found");
      return replyJson(c, 200, {
        link: { email: account.email, purpose, expiresAt: new Date(sent.expiresAt).toISOString() },
      });
    });
  }
}
