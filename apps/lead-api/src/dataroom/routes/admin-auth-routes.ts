import type { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { reply, replyJson } from "../../http/reply";
import { staffCookie } from "../../staff/staff-cookie";
import { signInGuards } from "../../staff/sign-in-rate-limit";
import { signInStaff, staffSessionJson } from "../../staff/staff-sign-in";
import type { StaffAccount, StaffSession } from "../../staff/staff-types";
import { clientKey } from "../../http/client-key";
import type { DataroomContext } from "../dataroom-context";
import { apiError } from "../../http/api-error";
import type { AdminSession as AdminSessionJson } from "@vantreo/contracts/core";
import { adminSession } from "../session-guards";
import { validate } from "../../http/validate";
import { staffSignInSchema } from "@vantreo/contracts";

/** The staff session's answer, with the admin's e-mail as `username` (what the console shows). */
function sessionJson(
  session: StaffSession,
  account: StaffAccount,
): AdminSessionJson & ReturnType<typeof staffSessionJson> {
  return { ...staffSessionJson(session, account), username: account.email };
}

/**
 * Admin sign-in and session, through the staff identity (see `src/staff`):
 * - `POST /admin/login` `{ email, password, code }` — `200 { csrfToken, username, staff,
 *   expiresAt }` and the staff session cookie; `401 invalid_credentials` (any factor wrong);
 *   `403 forbidden` for staff without `investor-relations` or `owner`; `429 locked` with
 *   `Retry-After` while the (e-mail, address) pair is slowed down (`THROTTLE_POLICY`);
 *   `429 rate_limited` past the address's sign-in limit (shared with the staff sign-in)
 * - `GET /admin/session` — the same answer for a live session (the page reloaded)
 * - `POST /admin/logout` — ends the session (CSRF-checked)
 * Sign-ins and refusals are in the staff audit; the data room's access log keeps `admin_login`
 * and `admin_login_refused` too, so its console still shows who came in.
 */
export function registerAdminAuthRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  const signIn = signInGuards(dr);
  route.post("/admin/login", ...signIn, validate("json", staffSignInSchema), async (c) => {
    const outcome = await signInStaff(dr, c, c.req.valid("json"), "dataroom");
    const ipHash = dr.pseudonymize(`address:${clientKey(dr, c)}`);
    const userAgent = c.req.header("user-agent")?.slice(0, 512) ?? null;
    const trace = { slug: null, title: null, ipHash, userAgent };
    if (outcome.kind !== "signed-in") {
      await dr.dataroom.appendAudit({
        at: dr.now(),
        event: "admin_login_refused",
        email: outcome.actor,
        ...trace,
      });
      if (outcome.kind === "throttled")
        return apiError(c, 429, "locked", {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      return outcome.kind === "forbidden"
        ? apiError(c, 403, "forbidden")
        : apiError(c, 401, "invalid_credentials");
    }
    await dr.dataroom.appendAudit({
      at: outcome.session.createdAt,
      event: "admin_login",
      email: outcome.account.email,
      ...trace,
    });
    return replyJson(c, 200, sessionJson(outcome.session, outcome.account), {
      "Set-Cookie": outcome.cookie,
    });
  });

  route.get("/admin/session", async (c) => {
    const session = await adminSession(dr, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, sessionJson(session.staff, session.staff.account));
  });

  route.post("/admin/logout", async (c) => {
    const session = await adminSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    await dr.staff.deleteSession(session.tokenDigest, {
      at: dr.now(),
      event: "sign_out",
      actor: session.username,
      subject: null,
      ipHash: dr.pseudonymize(`address:${clientKey(dr, c)}`),
    });
    return reply(c, 204, null, { "Set-Cookie": staffCookie("", 0, dr.cookieSecure) });
  });
}
