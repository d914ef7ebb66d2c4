import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@vantreo/i18n";
import { Hono, type Context } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { readJson } from "../http/read-json";
import { reply, replyJson } from "../http/reply";
import { mailSettings } from "../mail/mail-settings";
import { mailTranslator } from "../mail/templates/mail-layout";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "./list-unsubscribe";
import { unsubscribeRecordId } from "./unsubscribe-token";

/** The unsubscribe page's way back into the newsletter. */
export const NEWSLETTER_RESUBSCRIBE_PATH = "/v1/newsletter/resubscribe";
/** A new confirmation link for a pending subscription whose link expired. */
export const NEWSLETTER_RESEND_PATH = "/v1/newsletter/resend";

// An unsubscribe token: a lead id, a dot and 64 hex digits of HMAC.
const UNSUBSCRIBE_SHAPE = /^[A-Za-z0-9_-]{1,64}\.[0-9a-f]{64}$/;
// A confirmation token: 32 random bytes in base64url (see newsletter-token.ts).
const CONFIRM_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const localeOf = (value: unknown): Locale =>
  typeof value === "string" && isLocale(value) ? value : DEFAULT_LOCALE;

async function jsonFields(c: Context<AppEnv>, limit: number) {
  const body = await readJson(c, limit);
  if (body instanceof Response) return body;
  const value = (body.value ?? {}) as { token?: unknown; locale?: unknown };
  return {
    token: typeof value.token === "string" ? value.token.trim() : "",
    locale: localeOf(value.locale),
  };
}

/**
 * The newsletter's lifecycle after the confirmation:
 * - `POST /v1/newsletter/unsubscribe?token=…&locale=…`: the one-click unsubscribe of RFC 8058,
 *   POSTed by the mailbox provider (body `List-Unsubscribe=One-Click`), or `{token, locale}` as
 *   JSON by the unsubscribe page. No cookie, no session, no script: the signed token is the whole authority. Not rate
 *   limited: one provider's servers POST every subscriber's click, and a forged token costs one
 *   HMAC to refuse. 200 `unsubscribed` (also for a repeat), 404 `unknown`.
 * - `GET` of the same URL (the link opened in a browser) changes nothing, since link scanners
 *   fetch every URL in a mail; it redirects (303) to the site's unsubscribe page in the
 *   subscriber's language, which POSTs the token.
 * - `POST /v1/newsletter/resubscribe {token, locale}`: the page's choice back, rate limited.
 * - `POST /v1/newsletter/resend {token, locale}`: a new confirmation mail for a pending
 *   subscription (the confirm page's expired state), rate limited: 202 `sent`, 409 `used`,
 *   404 `unknown`.
 */
export function newsletterLifecycleRoutes(context: AppContext) {
  const { config, store, now, throttleHash } = context;
  const { siteUrl } = mailSettings(config);
  const route = new Hono<AppEnv>();

  const recordIdOf = (token: string) =>
    UNSUBSCRIBE_SHAPE.test(token) ? unsubscribeRecordId(token, throttleHash) : null;

  route.get(NEWSLETTER_UNSUBSCRIBE_PATH, (c) => {
    const token = c.req.query("token") ?? "";
    const locale = localeOf(c.req.query("locale"));
    const page = `${siteUrl}${LOCALES[locale].prefix}/newsletter/unsubscribe#token=${encodeURIComponent(token)}`;
    return reply(c, 303, null, { Location: page });
  });

  route.post(NEWSLETTER_UNSUBSCRIBE_PATH, async (c) => {
    // The provider's one-click POST carries the token in the URL (its body is the fixed form
    // field); the site's page posts it as JSON, like the confirmation page.
    let token = (c.req.query("token") ?? "").trim();
    let locale = localeOf(c.req.query("locale"));
    if (!token && (c.req.header("content-type") ?? "").startsWith("application/json")) {
      const fields = await jsonFields(c, config.bodyLimitBytes);
      if (fields instanceof Response) return fields;
      ({ token, locale } = fields);
    }
    const recordId = recordIdOf(token);
    const t = mailTranslator(locale);
    c.set("logFields", { newsletter: recordId ? "unsubscribed" : "unknown" });
    if (!recordId)
      return replyJson(c, 404, {
        success: false,
        status: "unknown",
        message: t("unsubscribe.unknown"),
      });
    await store.newsletter.unsubscribe(recordId, now(), throttleHash);
    return replyJson(c, 200, {
      success: true,
      status: "unsubscribed",
      message: t("unsubscribe.unsubscribed"),
    });
  });

  route.post(NEWSLETTER_RESUBSCRIBE_PATH, rateLimitGuard(context, "newsletter"), async (c) => {
    const fields = await jsonFields(c, config.bodyLimitBytes);
    if (fields instanceof Response) return fields;
    const t = mailTranslator(fields.locale);
    const recordId = recordIdOf(fields.token);
    const outcome = recordId
      ? await store.newsletter.resubscribe(recordId, now(), throttleHash)
      : "unknown";
    c.set("logFields", { newsletter: outcome });
    return outcome === "resubscribed"
      ? replyJson(c, 200, {
          success: true,
          status: outcome,
          message: t("unsubscribe.resubscribed"),
        })
      : replyJson(c, 404, { success: false, status: outcome, message: t("unsubscribe.unknown") });
  });

  route.post(NEWSLETTER_RESEND_PATH, rateLimitGuard(context, "newsletter"), async (c) => {
    const fields = await jsonFields(c, config.bodyLimitBytes);
    if (fields instanceof Response) return fields;
    const t = mailTranslator(fields.locale);
    const outcome = CONFIRM_SHAPE.test(fields.token)
      ? await store.newsletter.resend(fields.token, now())
      : "unknown";
    c.set("logFields", { newsletter: `resend-${outcome}` });
    const status = outcome === "sent" ? 202 : outcome === "used" ? 409 : 404;
    const message = outcome === "sent" ? t("resend.sent") : t(`confirm.${outcome}`);
    return replyJson(c, status, { success: outcome === "sent", status: outcome, message });
  });
  return route;
}
