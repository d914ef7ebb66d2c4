import type { Context, Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { reply, replyJson } from "../../http/reply";
import { adminSessionDigest, auditedUsername, isAdminUsername } from "../auth/admin-credential";
import { verifyPassword } from "../auth/password-hash";
import { newSecret } from "../auth/secret-digest";
import { clientKey, clientTrace } from "../client-address";
import { isSiteOrigin } from "../csrf-check";
import { ADMIN_SESSION, type DataroomContext } from "../dataroom-context";
import { dataroomError } from "../dataroom-errors";
import type { AdminSession as AdminSessionJson } from "@vantreo/leads/dataroom";
import type { AdminSession } from "../dataroom-types";
import { adminSession, adminSessionEnd } from "../session-guards";
import { readDataroomJson } from "../read-dataroom-json";
import { sessionCookie } from "../session-cookie";

const LOGIN_BODY_LIMIT = 4096;

/** `{ csrfToken, username, expiresAt }`: what the admin page needs after sign-in or a reload. */
function sessionJson(session: AdminSession): AdminSessionJson {
  return {
    csrfToken: session.csrfToken,
    username: session.username,
    expiresAt: new Date(adminSessionEnd(session)).toISOString(),
  };
}

async function readCredentials(c: Context<AppEnv>) {
  const body = await readDataroomJson(c, LOGIN_BODY_LIMIT);
  if (body instanceof Response) return body;
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 1024) : "");
  return { username: text(body.username).trim(), password: text(body.password) };
}

/**
 * Admin sign-in and session:
 * - `POST /admin/login` `{ username, password }` — `200 { csrfToken, username, expiresAt }` and the
 *   `vdr_admin` cookie; `401 invalid_credentials`; `429 locked` with `Retry-After` while the
 *   (account, address) pair is slowed down (`THROTTLE_POLICY`); `503 not_configured` without
 *   credentials in the environment
 * - `GET /admin/session` — the same answer for a live session (the page reloaded)
 * - `POST /admin/logout` — ends the session (CSRF-checked)
 */
export function registerAdminAuthRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  route.post("/admin/login", async (c) => {
    // No session yet, so no token: the origin check alone stops login CSRF.
    if (!isSiteOrigin(c, dr.config.siteOrigins)) return dataroomError(c, 403, "csrf");
    const admin = dr.admin;
    if (!admin) return dataroomError(c, 503, "not_configured");
    const credentials = await readCredentials(c);
    if (credentials instanceof Response) return credentials;
    const { username, password } = credentials;
    const known = isAdminUsername(username, admin.username);
    const trace = {
      slug: null,
      title: null,
      email: auditedUsername(username, admin.username, dr.pseudonymize),
      ...clientTrace(dr, c),
    };
    // Throttled per (account, address): attempts from elsewhere never keep the admin out.
    // Every unknown username is one account, so no typed text becomes part of a key.
    const pair = {
      scope: "dataroom-admin",
      account: known ? "admin" : "unknown",
      address: clientKey(dr, c),
    };
    const outcome = await dr.throttle.guard(pair, async () => {
      // scrypt runs whatever the username, so a wrong name takes as long as a wrong password.
      const passwordOk = await verifyPassword(password, admin.hash);
      const ok = known && passwordOk;
      if (!ok)
        await dr.dataroom.appendAudit({ at: dr.now(), event: "admin_login_refused", ...trace });
      return { ok };
    });
    if (outcome.throttled)
      return dataroomError(c, 429, "locked", {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    if (!outcome.result.ok) return dataroomError(c, 401, "invalid_credentials");
    const token = newSecret();
    const now = dr.now();
    const session: AdminSession = {
      tokenDigest: adminSessionDigest(token, admin.fingerprint),
      username: admin.username,
      csrfToken: newSecret(),
      createdAt: now,
      lastSeenAt: now,
    };
    await dr.dataroom.createAdminSession(session, now - ADMIN_SESSION.maxMs);
    await dr.dataroom.appendAudit({ at: now, event: "admin_login", ...trace });
    return replyJson(c, 200, sessionJson(session), {
      "Set-Cookie": sessionCookie("admin", token, ADMIN_SESSION.maxMs / 1000, dr.cookieSecure),
    });
  });

  route.get("/admin/session", async (c) => {
    const session = await adminSession(dr, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, sessionJson(session));
  });

  route.post("/admin/logout", async (c) => {
    const session = await adminSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    await dr.dataroom.deleteAdminSession(session.tokenDigest);
    return reply(c, 204, null, { "Set-Cookie": sessionCookie("admin", "", 0, dr.cookieSecure) });
  });
}
