import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { secretDigest } from "../auth/secret-digest";
import { csrfRefusal } from "../http/csrf-check";
import { can } from "@vantreo/contracts/core";
import { staffSession } from "../staff/staff-session-guard";
import type { StaffSessionWithAccount } from "../staff/staff-types";
import type { DataroomContext } from "./dataroom-context";
import { apiError } from "../http/api-error";
import type { AdminSession, InvestorSessionWithRequest } from "./dataroom-types";
import { sessionToken } from "./session-cookie";

/**
 * The investor session of the request, or `401 no_session`: the cookie's token must name a stored
 * session that has not expired, whose code was neither revoked nor replaced, and whose request is
 * still approved. With `csrf`, also the CSRF check (investor logout).
 */
export async function investorSession(
  dr: DataroomContext,
  c: Context<AppEnv>,
  options: { csrf?: boolean } = {},
): Promise<InvestorSessionWithRequest | Response> {
  const token = sessionToken(c);
  const session = token ? await dr.dataroom.findSession(secretDigest(token)) : null;
  const valid =
    session !== null &&
    session.expiresAt > dr.now() &&
    session.grantEndedAt === null &&
    session.request.status === "approved";
  if (!valid) return apiError(c, 401, "no_session");
  if (options.csrf) {
    const refusal = csrfRefusal(c, dr.config.siteOrigins, session.csrfToken);
    if (refusal) return refusal;
  }
  return session;
}

/**
 * The admin session of the request: a live staff session (see `staffSession`: 30 minutes idle,
 * 8 hours at most, ended when the account is disabled or its credentials change) of an account
 * holding `investor-relations` or `owner`, else `401 no_session` / `403 forbidden`. With `csrf`
 * (every state-changing call), also the CSRF check. A valid use extends the idle time.
 */
export async function adminSession(
  dr: DataroomContext,
  c: Context<AppEnv>,
  options: { csrf?: boolean } = {},
): Promise<(AdminSession & { staff: StaffSessionWithAccount }) | Response> {
  const staff = await staffSession(dr, c, options);
  if (staff instanceof Response) return staff;
  if (!can(staff.account.roles, "dataroom")) return apiError(c, 403, "forbidden");
  return {
    tokenDigest: staff.tokenDigest,
    username: staff.account.email,
    csrfToken: staff.csrfToken,
    createdAt: staff.createdAt,
    lastSeenAt: staff.lastSeenAt,
    staff,
  };
}
