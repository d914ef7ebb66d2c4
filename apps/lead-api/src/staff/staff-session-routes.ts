import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { staffSignInSchema } from "@vantreo/contracts";
import { validate } from "../http/validate";
import { clientKey } from "../http/client-key";
import { reply, replyJson } from "../http/reply";
import type { StaffContext } from "./staff-context";
import { staffCookie } from "./staff-cookie";
import { apiError } from "../http/api-error";
import { staffSession } from "./staff-session-guard";
import { signInGuards } from "./sign-in-rate-limit";
import { signInStaff, staffSessionJson } from "./staff-sign-in";

/**
 * Staff sign-in and session:
 * - `POST /v1/staff/session` `{ email, password, code }` — `200 { csrfToken, staff, expiresAt }`
 *   and the session cookie; `401 invalid_credentials` (whichever factor failed); `429 locked`
 *   with `Retry-After` while the (e-mail, address) pair or the account's cap on wrong codes
 *   waits; `429 rate_limited` with `Retry-After` past the address's sign-in limit; `403 csrf`
 *   without the site's `Origin`
 * - `GET /v1/staff/session` — the same answer for a live session (a page reloaded)
 * - `DELETE /v1/staff/session` — signs out (CSRF-checked)
 */
export function registerStaffSessionRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const signIn = signInGuards(sc);
  route.post("/session", ...signIn, validate("json", staffSignInSchema), async (c) => {
    const outcome = await signInStaff(sc, c, c.req.valid("json"));
    if (outcome.kind === "throttled")
      return apiError(c, 429, "locked", {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    if (outcome.kind !== "signed-in") return apiError(c, 401, "invalid_credentials");
    return replyJson(c, 200, staffSessionJson(outcome.session, outcome.account), {
      "Set-Cookie": outcome.cookie,
    });
  });

  route.get("/session", async (c) => {
    const session = await staffSession(sc, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, staffSessionJson(session, session.account));
  });

  route.delete("/session", async (c) => {
    const session = await staffSession(sc, c, { csrf: true });
    if (session instanceof Response) return session;
    await sc.staff.deleteSession(session.tokenDigest, {
      at: sc.now(),
      event: "sign_out",
      actor: session.account.email,
      subject: null,
      ipHash: sc.pseudonymize(`address:${clientKey(sc, c)}`),
    });
    return reply(c, 204, null, { "Set-Cookie": staffCookie("", 0, sc.cookieSecure) });
  });
}
