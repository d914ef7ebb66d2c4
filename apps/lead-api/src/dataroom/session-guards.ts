import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { adminSessionDigest } from "./auth/admin-credential";
import { secretDigest } from "./auth/secret-digest";
import { csrfRefusal } from "./csrf-check";
import { ADMIN_SESSION, type DataroomContext } from "./dataroom-context";
import { dataroomError } from "./dataroom-errors";
import type { AdminSession, InvestorSessionWithRequest } from "./dataroom-types";
import { sessionToken } from "./session-cookie";

/** When an admin session ends if unused: 1 h after its last use, 8 h after sign-in at most. */
export function adminSessionEnd(session: Pick<AdminSession, "createdAt" | "lastSeenAt">): number {
  return Math.min(
    session.lastSeenAt + ADMIN_SESSION.idleMs,
    session.createdAt + ADMIN_SESSION.maxMs,
  );
}

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
  const token = sessionToken(c, "investor");
  const session = token ? await dr.dataroom.findSession(secretDigest(token)) : null;
  const valid =
    session !== null &&
    session.expiresAt > dr.now() &&
    session.grantEndedAt === null &&
    session.request.status === "approved";
  if (!valid) return dataroomError(c, 401, "no_session");
  if (options.csrf) {
    const refusal = csrfRefusal(c, dr.config.siteOrigins, session.csrfToken);
    if (refusal) return refusal;
  }
  return session;
}

/**
 * The admin session of the request, or `401 no_session` (none, idle over an hour, older than
 * eight hours, or signed in under admin credentials that have since changed or been removed:
 * the stored digest is keyed by the credentials). With `csrf` (every state-changing call), also
 * the CSRF check. A valid use extends the idle time.
 */
export async function adminSession(
  dr: DataroomContext,
  c: Context<AppEnv>,
  options: { csrf?: boolean } = {},
): Promise<AdminSession | Response> {
  const token = sessionToken(c, "admin");
  const session =
    token && dr.admin
      ? await dr.dataroom.findAdminSession(adminSessionDigest(token, dr.admin.fingerprint))
      : null;
  const now = dr.now();
  if (!session || adminSessionEnd(session) <= now) return dataroomError(c, 401, "no_session");
  if (options.csrf) {
    const refusal = csrfRefusal(c, dr.config.siteOrigins, session.csrfToken);
    if (refusal) return refusal;
  }
  await dr.dataroom.touchAdminSession(session.tokenDigest, now);
  return { ...session, lastSeenAt: now };
}
