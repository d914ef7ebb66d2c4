import { DEFAULT_LOCALE, isLocale } from "@vantreo/i18n";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext, AppEnv } from "../app-env";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { readJson } from "../http/read-json";
import { replyJson } from "../http/reply";
import type { DataRequestVerification } from "../mail/mail-store";
import { mailTranslator } from "../mail/templates/mail-layout";

/** The verification endpoint of a /data-rights request's double opt-in (review T3-M2). */
export const DATA_RIGHTS_VERIFY_PATH = "/v1/data-rights/verify";

const STATUS: Record<DataRequestVerification, number> = {
  verified: 200,
  // Gone: the link existed but no longer works (RFC 9110 section 15.5.11).
  expired: 410,
  // Conflict with the request's state: it is already verified (RFC 9110 section 15.5.10).
  used: 409,
  unknown: 404,
};

/** The body: the token of the link (32 random bytes in base64url), and the page's language. */
const VerifyBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/),
  locale: z.string().optional(),
});

/**
 * `POST /v1/data-rights/verify {token, locale?}`: marks the data-rights request whose receipt
 * carried the link as verified, once, within seven days of the request; until then the privacy
 * desk can neither export nor erase for it. Answers `{ success, status, message }` with the
 * message in the page's language: 200 `verified`, 410 `expired`, 409 `used`, 404 `unknown` (also
 * for a token of the wrong shape). Rate-limited per client like the newsletter's confirmation.
 */
export function dataRightsVerifyRoute(context: AppContext) {
  const { config, store, now } = context;
  const route = new Hono<AppEnv>();
  route.post(DATA_RIGHTS_VERIFY_PATH, rateLimitGuard(context, "data-rights-verify"), async (c) => {
    const body = await readJson(c, config.bodyLimitBytes);
    if (body instanceof Response) return body;
    const parsed = VerifyBody.safeParse(body.value ?? {});
    const raw = (body.value ?? {}) as { locale?: unknown };
    const locale =
      typeof raw.locale === "string" && isLocale(raw.locale) ? raw.locale : DEFAULT_LOCALE;
    const outcome: DataRequestVerification = parsed.success
      ? await store.mail.verifyDataRequest(parsed.data.token, now())
      : "unknown";
    c.set("logFields", { dataRightsVerification: outcome });
    return replyJson(c, STATUS[outcome], {
      success: outcome === "verified",
      status: outcome,
      message: mailTranslator(locale)(`verify.${outcome}`),
    });
  });
  return route;
}
