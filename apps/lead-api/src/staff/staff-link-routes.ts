import { linkAcceptSchema, linkOpenSchema, passwordChangeSchema } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { parsePasswordHash, hashPassword, verifyPassword } from "../auth/password-hash";
import { clientKey } from "../http/client-key";
import { siteOriginOnly } from "../http/csrf-check";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "./staff-context";
import { staffCookie } from "./staff-cookie";
import { apiError } from "../http/api-error";
import { acceptLink, openLink } from "./staff-links";
import { guardedSession, requireCapability } from "./staff-session-guard";
import { acceptFreshCode } from "./staff-step-up";

const BODY_LIMIT = 4096;

/**
 * The mailed links and the staff member's own password:
 * - `POST /v1/staff/links/open` `{ token }` — `200 { purpose, email, name, locale, enrolmentUri,
 *   minPasswordLength }` for the link's holder (the otpauth URI of the authenticator to enrol,
 *   null for a password reset); `404 link_unknown`, `410 link_used` / `link_expired`
 * - `POST /v1/staff/links/accept` `{ token, password?, code? }` — sets the password and/or
 *   enrols the authenticator (its current code proves it), once: `200 { email }`;
 *   `400 invalid_request` (`fields.password`), `400 invalid_code`, `404`/`410` as above
 * - `POST /v1/staff/password` `{ currentPassword, code, newPassword }` — any signed-in staff
 *   member (CSRF-checked): both factors again, then every session of the account ends (this one
 *   too: `200 { signedOut: true }`); `401 invalid_credentials`, `429 locked`, `400 invalid_request`
 * The link calls carry no session: the Origin check stops cross-site posts, and the token
 * travels in the body, never in a URL.
 */
export function registerStaffLinkRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const linkCall = [
    siteOriginOnly(sc.config.siteOrigins, "forbidden"),
    jsonBody(BODY_LIMIT),
  ] as const;
  route.post("/links/open", ...linkCall, validate("json", linkOpenSchema), async (c) => {
    const opened = await openLink(sc, c.req.valid("json").token);
    if (typeof opened === "string")
      return apiError(c, opened === "link_unknown" ? 404 : 410, opened);
    return replyJson(c, 200, opened);
  });

  route.post("/links/accept", ...linkCall, validate("json", linkAcceptSchema), async (c) => {
    const ipHash = sc.pseudonymize(`address:${clientKey(sc, c)}`);
    const outcome = await acceptLink(sc, c.req.valid("json"), ipHash);
    if (outcome.kind === "problem")
      return apiError(c, outcome.problem === "link_unknown" ? 404 : 410, outcome.problem);
    if (outcome.kind === "invalid")
      return apiError(c, 400, "invalid_request", { extra: { fields: outcome.fields } });
    if (outcome.kind === "invalid_code") return apiError(c, 400, "invalid_code");
    return replyJson(c, 200, { email: outcome.email });
  });

  // Every signed-in staff member has the `account` capability (CSRF-checked like every change).
  const signedIn = requireCapability(sc, "account");
  const passwordBody = validate("json", passwordChangeSchema);
  route.post("/password", signedIn, jsonBody(BODY_LIMIT), passwordBody, async (c) => {
    const { currentPassword, code, newPassword } = c.req.valid("json");
    const { account } = guardedSession(c);
    const address = clientKey(sc, c);
    const ipHash = sc.pseudonymize(`address:${address}`);
    const outcome = await sc.throttle.guard(
      { scope: "staff-password", account: account.id, address },
      async () => {
        const stored = parsePasswordHash(account.passwordHash);
        const passwordOk = stored !== null && (await verifyPassword(currentPassword, stored));
        return { ok: passwordOk && (await acceptFreshCode(sc, account, code)) };
      },
    );
    if (outcome.throttled || !outcome.result.ok) {
      await sc.staff.appendAudit({
        at: sc.now(),
        event: "password_change_refused",
        actor: account.email,
        subject: account.email,
        ipHash,
      });
      if (outcome.throttled)
        return apiError(c, 429, "locked", {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      return apiError(c, 401, "invalid_credentials");
    }
    await sc.staff.changeAccount(
      account.id,
      { passwordHash: await hashPassword(newPassword) },
      {
        at: sc.now(),
        event: "password_changed",
        actor: account.email,
        subject: account.email,
        ipHash,
      },
    );
    return replyJson(
      c,
      200,
      { signedOut: true },
      {
        "Set-Cookie": staffCookie("", 0, sc.cookieSecure),
      },
    );
  });
}
