import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { parseConsentProof } from "@vantreo/consent";
import type { AppContext, AppEnv } from "../app-env";
import { API_MESSAGES } from "../http/api-messages";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { readJson } from "../http/read-json";
import { failure, replyJson } from "../http/reply";

/** The consent log's path (`CONSENT_PROOF_PATH` of `@vantreo/consent`). */
export const CONSENTS_PATH = "/v1/consents";

// A consent proof is six small fields; nothing legitimate comes near this.
const CONSENT_BODY_LIMIT = 4096;

/**
 * `POST /v1/consents`: logs a cookie-consent choice as proof (GDPR art. 7(1)). The body must be
 * exactly the proof `@vantreo/consent` builds (choice, categories, timestamp, revision, locale,
 * page without query string), so no personal data can ride along; no IP or user agent is kept.
 */
export function consentsRoute(context: AppContext) {
  const route = new Hono<AppEnv>();
  route.post(CONSENTS_PATH, rateLimitGuard(context, "consents"), async (c) => {
    const body = await readJson(c, Math.min(CONSENT_BODY_LIMIT, context.config.bodyLimitBytes));
    if (body instanceof Response) return body;
    const proof = parseConsentProof(body.value);
    if (!proof) return failure(c, 400, API_MESSAGES.invalidConsent);
    const id = randomUUID();
    await context.store.saveConsent({ id, receivedAt: context.now(), proof });
    return replyJson(c, 201, {
      success: true,
      consentId: id,
      message: API_MESSAGES.consentRecorded,
    });
  });
  return route;
}
