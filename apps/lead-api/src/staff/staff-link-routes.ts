import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { parsePasswordHash, hashPassword, verifyPassword } from "../dataroom/auth/password-hash";
import { clientKey } from "../dataroom/client-address";
import { isSiteOrigin } from "../dataroom/csrf-check";
import { readDataroomJson } from "../dataroom/read-dataroom-json";
import { replyJson } from "../http/reply";
import { passwordProblem } from "./staff-accounts";
import type { StaffContext } from "./staff-context";
import { staffCookie } from "./staff-cookie";
import { staffError } from "./staff-errors";
import { acceptLink, openLink } from "./staff-links";
import { staffSession } from "./staff-session-guard";
import { acceptFreshCode, codeOf } from "./staff-step-up";

const BODY_LIMIT = 4096;

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 2048) : "");

/**
 * The mailed links and the staff member's own password:
 * - `POST /v1/staff/links/open` `{ token }` — `200 { purpose, email, name, locale, enrolmentUri,
 *   minPasswordLength }` for the link's holder (the otpauth URI of the authenticator to enrol,
 *   null for a password reset); `404 link_unknown`, `410 link_used` / `link_expired`
 * - `POST /v1/staff/links/accept` `{ token, password?, code? }` — sets the password and/or
 *   enrols the authenticator (its current code proves it), once: `200 { email }`;
 *   `400 invalid_request` (`fields: ["password"]`), `400 invalid_code`, `404`/`410` as above
 * - `POST /v1/staff/password` `{ currentPassword, code, newPassword }` — any signed-in staff
 *   member (CSRF-checked): both factors again, then every session of the account ends (this one
 *   too: `200 { signedOut: true }`); `401 invalid_credentials`, `429 locked`, `400 invalid_request`
 * The link calls carry no session: the Origin check stops cross-site posts, and the token
 * travels in the body, never in a URL.
 */
export function registerStaffLinkRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.post("/links/open", async (c) => {
    if (!isSiteOrigin(c, sc.config.siteOrigins)) return staffError(c, 403, "forbidden");
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const opened = await openLink(sc, text(body.token));
    if (typeof opened === "string")
      return staffError(c, opened === "link_unknown" ? 404 : 410, opened);
    return replyJson(c, 200, opened);
  });

  route.post("/links/accept", async (c) => {
    if (!isSiteOrigin(c, sc.config.siteOrigins)) return staffError(c, 403, "forbidden");
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const ipHash = sc.pseudonymize(`address:${clientKey(sc, c)}`);
    const outcome = await acceptLink(
      sc,
      { token: text(body.token), password: body.password, code: codeOf(body.code) },
      ipHash,
    );
    if (outcome.kind === "problem")
      return staffError(c, outcome.problem === "link_unknown" ? 404 : 410, outcome.problem);
    if (outcome.kind === "invalid")
      return staffError(c, 400, "invalid_request", { extra: { fields: outcome.fields } });
    if (outcome.kind === "invalid_code") return staffError(c, 400, "invalid_code");
    return replyJson(c, 200, { email: outcome.email });
  });

  route.post("/password", async (c) => {
    const session = await staffSession(sc, c, { csrf: true });
    if (session instanceof Response) return session;
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const newPassword = typeof body.newPassword === "string" ? body.newPassword : "";
    if (passwordProblem(newPassword))
      return staffError(c, 400, "invalid_request", { extra: { fields: ["newPassword"] } });
    const { account } = session;
    const address = clientKey(sc, c);
    const ipHash = sc.pseudonymize(`address:${address}`);
    const outcome = await sc.throttle.guard(
      { scope: "staff-password", account: account.id, address },
      async () => {
        const stored = parsePasswordHash(account.passwordHash);
        const passwordOk =
          stored !== null && (await verifyPassword(text(body.currentPassword), stored));
        return { ok: passwordOk && (await acceptFreshCode(sc, account, codeOf(body.code))) };
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
        return staffError(c, 429, "locked", {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      return staffError(c, 401, "invalid_credentials");
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
