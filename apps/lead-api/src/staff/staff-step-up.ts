import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { clientKey } from "../http/client-key";
import type { StaffContext } from "./staff-context";
import { apiError } from "../http/api-error";
import type { StaffAccount } from "./staff-types";
import { matchingStep, openTotpSecret } from "./totp-secret";

/**
 * Whether `code` is a current TOTP code of `account` that was not used before: the same check
 * and replay protection as the sign-in (RFC 6238 section 5.2: the step is recorded, so a code is
 * good once, for a sign-in or a step-up alike).
 */
export async function acceptFreshCode(
  sc: StaffContext,
  account: StaffAccount,
  code: string,
): Promise<boolean> {
  const secret = openTotpSecret(account.totpSecret, account.id, sc.totpKey);
  const step = secret ? matchingStep(secret, code, sc.now()) : null;
  return step !== null && (await sc.staff.acceptTotpStep(account.id, step));
}

/**
 * Step-up for staff management (OWASP ASVS 4.0 section 2.7 / NIST SP 800-63B section 4.2.3
 * re-authentication): the acting owner's fresh TOTP code (the body's `stepUpCode`), so a stolen
 * session or a script on the site's origin cannot invite, promote, disable or reset anyone.
 * Failures count per (account, address) on the sign-in's throttle and are audited
 * (`step_up_refused`). Resolves with null when the code was good, else the error answer:
 * `403 step_up_failed` or `429 locked`.
 */
export async function stepUpRefusal(
  sc: StaffContext,
  c: Context<AppEnv>,
  account: StaffAccount,
  stepUpCode: string,
  subject: string | null,
): Promise<Response | null> {
  const address = clientKey(sc, c);
  const outcome = await sc.throttle.guard(
    { scope: "staff-step-up", account: account.id, address },
    async () => ({ ok: await acceptFreshCode(sc, account, stepUpCode) }),
  );
  if (!outcome.throttled && outcome.result.ok) return null;
  await sc.staff.appendAudit({
    at: sc.now(),
    event: "step_up_refused",
    actor: account.email,
    subject,
    ipHash: sc.pseudonymize(`address:${address}`),
  });
  if (outcome.throttled)
    return apiError(c, 429, "locked", {
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  return apiError(c, 403, "step_up_failed");
}
