import { Hono, type Context } from "hono";
import {
  LEAD_MESSAGES,
  LEAD_SIGNATURE_HEADER,
  prepareLead,
  verifyLeadSignature,
  type LeadResponse,
} from "@vantreo/leads";
import type { AppContext, AppEnv } from "../app-env";
import { API_MESSAGES } from "../http/api-messages";
import { rateLimitGuard } from "../http/rate-limit-guard";
import { readJson, type JsonBody } from "../http/read-json";
import { requestHeader } from "../http/node-request";
import { failure, replyJson } from "../http/reply";
import { maskEmail } from "../log/mask-personal-data";
import type { IdempotencyRecord } from "../store/lead-records";
import { buildSubmission } from "../submission/build-submission";
import {
  idempotentOutcome,
  isValidIdempotencyKey,
  requestFingerprint,
} from "../submission/idempotency";
import { spamReason } from "../submission/spam-signals";
import { validationMessages } from "../submission/validation-messages";

/** The lead endpoint's path (CONTRACTS.md); the site's client is given the full URL. */
export const LEADS_PATH = "/v1/leads";

/** The answer to a key that already has one: the replay of a retry, or 422 for another body. */
function answerReusedKey(c: Context<AppEnv>, existing: IdempotencyRecord, fingerprint: string) {
  const outcome = idempotentOutcome(existing, fingerprint);
  if (outcome.kind === "mismatch") return failure(c, 422, API_MESSAGES.idempotencyMismatch);
  return replyJson(c, outcome.record.status, outcome.record.body, {
    "Idempotent-Replayed": "true",
  });
}

async function signatureIsValid(secret: string, body: JsonBody, signature: string | undefined) {
  if (!signature) return false;
  const value = body.value as { timestamp?: unknown } | null;
  const timestamp = typeof value?.timestamp === "string" ? value.timestamp : "";
  return verifyLeadSignature(secret, timestamp, body.text, signature);
}

/**
 * `POST /v1/leads`: rate limit, JSON body within the limit, optional signature, validation with
 * `prepareLead` (the same rules and messages as the site), spam signals, then one durable write
 * that also claims the `Idempotency-Key`: when the key was answered before, the write is undone
 * and the first answer replayed. Answers 201 `{ success, leadId, message }` only after the write
 * committed.
 */
export function leadsRoute(context: AppContext) {
  const { config, store, now } = context;
  const route = new Hono<AppEnv>();
  // Keys of requests being processed by this instance: a concurrent duplicate gets 409.
  const inFlight = new Set<string>();

  route.post(LEADS_PATH, rateLimitGuard(context, "leads"), async (c) => {
    const body = await readJson(c, config.bodyLimitBytes);
    if (body instanceof Response) return body;
    const key = requestHeader(c, "idempotency-key");
    if (key !== undefined && !isValidIdempotencyKey(key))
      return failure(c, 400, API_MESSAGES.badIdempotencyKey);
    if (
      config.signingKey &&
      !(await signatureIsValid(
        config.signingKey,
        body,
        requestHeader(c, LEAD_SIGNATURE_HEADER.toLowerCase()),
      ))
    ) {
      return failure(c, 401, API_MESSAGES.badSignature);
    }
    if (key !== undefined && inFlight.has(key))
      return failure(c, 409, API_MESSAGES.idempotencyInFlight);
    if (key !== undefined) inFlight.add(key);
    try {
      const fingerprint = key === undefined ? "" : requestFingerprint(body.bytes);
      const receivedAt = now();
      const prepared = prepareLead(body.value, new Date(receivedAt));
      if (!prepared.ok) {
        // A key that already has an answer wins over validating another body: 422, not 400.
        const previous = key === undefined ? null : await store.findIdempotency(key);
        if (previous) return answerReusedKey(c, previous, fingerprint);
        return failure(c, 400, LEAD_MESSAGES.validation_failed, {
          errors: validationMessages(prepared.errors),
        });
      }
      const spam = spamReason(prepared.lead, body.value, config.minFillMs);
      const submission = buildSubmission(prepared.lead, receivedAt, spam);
      // A bot gets the same answer as a person, so it cannot learn what gave it away.
      const answer: LeadResponse = {
        success: true,
        leadId: submission.record.id,
        message: LEAD_MESSAGES.thank_you,
      };
      const saved = await store.saveSubmission(
        submission,
        key === undefined
          ? undefined
          : {
              key,
              fingerprint,
              status: 201,
              body: answer,
              recordId: submission.record.id,
              createdAt: receivedAt,
            },
      );
      // The key was answered before: the write was undone, the first answer stands.
      if (!saved.saved) return answerReusedKey(c, saved.existing, fingerprint);
      c.set("logFields", {
        leadId: submission.record.id,
        kind: submission.kind,
        leadType: prepared.lead.leadType,
        email: maskEmail(prepared.lead.email),
        ...(spam ? { spam } : {}),
      });
      return replyJson(c, 201, answer);
    } finally {
      if (key !== undefined) inFlight.delete(key);
    }
  });
  return route;
}
