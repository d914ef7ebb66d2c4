import { DEFAULT_LOCALE, isLocale } from "@vantreo/i18n";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { readJson } from "../http/read-json";
import { replyJson } from "../http/reply";
import type { NewsletterConfirmation } from "../newsletter/newsletter-store";
import { mailTranslator } from "../mail/templates/mail-layout";

/** The confirmation endpoint of the newsletter's double opt-in. */
export const NEWSLETTER_CONFIRM_PATH = "/v1/newsletter/confirm";

const STATUS: Record<NewsletterConfirmation, number> = {
  confirmed: 200,
  // Gone: the link existed but no longer works (RFC 9110 section 15.5.11).
  expired: 410,
  // Conflict with the subscription's state: it is already confirmed (RFC 9110 section 15.5.10).
  used: 409,
  unknown: 404,
};

// The tokens this API issues: 32 random bytes in base64url (43 characters).
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `POST /v1/newsletter/confirm {token, locale?}`: confirms a pending subscription once, within
 * seven days of the signup, and queues it for the CRM (`lead.created`, `subscriber.confirmed`)
 * and its welcome mail in the same transaction, taking the address off the suppression list. Answers
 * `{ success, status, message }` with the message in the page's language: 200 `confirmed`,
 * 410 `expired`, 409 `used`, 404 `unknown` (also for a token of the wrong shape).
 */
export function newsletterRoute(context: AppContext) {
  const { config, store, now, throttleHash } = context;
  const route = new Hono<AppEnv>();
  route.post(NEWSLETTER_CONFIRM_PATH, rateLimitGuard(context, "newsletter"), async (c) => {
    const body = await readJson(c, config.bodyLimitBytes);
    if (body instanceof Response) return body;
    const value = (body.value ?? {}) as { token?: unknown; locale?: unknown };
    const locale =
      typeof value.locale === "string" && isLocale(value.locale) ? value.locale : DEFAULT_LOCALE;
    const token = typeof value.token === "string" ? value.token.trim() : "";
    const outcome: NewsletterConfirmation = TOKEN_SHAPE.test(token)
      ? await store.newsletter.confirm(token, now(), throttleHash)
      : "unknown";
    c.set("logFields", { newsletter: outcome });
    return replyJson(c, STATUS[outcome], {
      success: outcome === "confirmed",
      status: outcome,
      message: mailTranslator(locale)(`confirm.${outcome}`),
    });
  });
  return route;
}
