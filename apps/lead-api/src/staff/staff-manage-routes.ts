import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { clientKey } from "../dataroom/client-address";
import { readDataroomJson } from "../dataroom/read-dataroom-json";
import { replyJson } from "../http/reply";
import {
  createStaffAccount,
  disableStaffAccount,
  resetStaffTotp,
  validateNewStaff,
  type Actor,
} from "./staff-accounts";
import type { StaffContext } from "./staff-context";
import { staffError } from "./staff-errors";
import { guardedSession, requireRole } from "./staff-session-guard";
import { staffSummary } from "./staff-types";

const BODY_LIMIT = 4096;

function actorOf(sc: StaffContext, c: Context<AppEnv>): Actor {
  return {
    actor: guardedSession(c).account.email,
    ipHash: sc.pseudonymize(`address:${clientKey(sc, c)}`),
    now: sc.now(),
  };
}

/**
 * Staff management, owners only (every other role gets `403 forbidden`):
 * - `GET /v1/staff/accounts` — every account (never a hash or a secret)
 * - `POST /v1/staff/accounts` `{ email, name, roles, password }` — `201 { account, enrolmentUri }`;
 *   the otpauth URI is shown this once; `409 email_taken`; `400 invalid_request` with `fields`
 * - `POST /v1/staff/accounts/:id/disable` — ends its sessions, refuses its sign-ins
 * - `POST /v1/staff/accounts/:id/reset-totp` — `200 { enrolmentUri }`, ends its sessions
 * An owner cannot disable or reset their own account here (`409 own_account`): the CLI can.
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
    const input = validateNewStaff(body);
    if (!input.ok)
      return staffError(c, 400, "invalid_request", { extra: { fields: input.fields } });
    const created = await createStaffAccount(sc.staff, input.value, actorOf(sc, c), sc.totpKey);
    if (!created) return staffError(c, 409, "email_taken");
    return replyJson(c, 201, {
      account: staffSummary(created.account),
      enrolmentUri: created.enrolmentUri,
    });
  });

  route.post("/accounts/:id/disable", owners, async (c) => {
    const account = await sc.staff.findAccount(c.req.param("id"));
    if (!account) return staffError(c, 404, "not_found");
    if (account.id === guardedSession(c).account.id) return staffError(c, 409, "own_account");
    await disableStaffAccount(sc.staff, account, actorOf(sc, c));
    return replyJson(c, 200, {
      account: staffSummary({ ...account, disabledAt: account.disabledAt ?? sc.now() }),
    });
  });

  route.post("/accounts/:id/reset-totp", owners, async (c) => {
    const account = await sc.staff.findAccount(c.req.param("id"));
    if (!account) return staffError(c, 404, "not_found");
    if (account.id === guardedSession(c).account.id) return staffError(c, 409, "own_account");
    const enrolmentUri = await resetStaffTotp(sc.staff, account, actorOf(sc, c), sc.totpKey);
    if (!enrolmentUri) return staffError(c, 404, "not_found");
    return replyJson(c, 200, { enrolmentUri });
  });
}
