import { Hono, type Context } from "hono";
import Stripe from "stripe";
import type { AppContext, AppEnv } from "../app-env";
import { API_MESSAGES } from "../http/api-messages";
import { requestHeader } from "../http/node-request";
import { readJson } from "../http/read-json";
import { failure, replyJson } from "../http/reply";
import { CAL_SIGNATURE_HEADER, parseCalEvent, verifyCalSignature } from "./cal-webhook";
import { integrationLead, type IntegrationPerson } from "./integration-lead";
import type { LeadLink } from "./integration-store";
import { parseStripeEvent, STRIPE_SIGNATURE_HEADER, verifyStripeEvent } from "./stripe-webhook";

/** The scheduler's receiver (Cal.com's subscriber URL). */
export const CAL_WEBHOOK_PATH = "/v1/integrations/cal";
/** The checkout's receiver (Stripe's webhook endpoint). */
export const STRIPE_WEBHOOK_PATH = "/v1/integrations/stripe";
/** The largest webhook body accepted: a booking with long answers fits many times over. */
export const INTEGRATION_BODY_LIMIT = 256 * 1024;

const received = (c: Context<AppEnv>, extra: Record<string, unknown> = {}) =>
  replyJson(c, 200, { received: true, ...extra });

/**
 * The lead of an event: an existing one, or a new lead of `person` created in the event's own
 * transaction, or none when the event names no usable address (the event is still kept).
 */
function leadLink(found: string | null, person: IntegrationPerson | null, at: number): LeadLink {
  if (found !== null) return { leadId: found, create: null };
  const record = person ? integrationLead(person, at) : null;
  return record ? { leadId: record.id, create: record } : { leadId: null };
}

/**
 * `POST /v1/integrations/cal` and `POST /v1/integrations/stripe`: the signed webhooks of the
 * scheduler and the checkout (README, "Bookings and payments"). Each refuses a missing or wrong
 * signature with 401 (Stripe's also a timestamp outside its tolerance), caps the body, accepts
 * an event once (a redelivery answers 200 and changes nothing), acknowledges event types it does
 * not act on with 200, and applies the rest in one transaction. A receiver whose secret is not
 * configured answers 404, as if it did not exist.
 */
export function integrationRoutes(context: AppContext) {
  const route = new Hono<AppEnv>();
  const { config, store, logger, now } = context;

  route.post(CAL_WEBHOOK_PATH, async (c) => {
    const secret = config.calWebhookSecret;
    if (!secret) return failure(c, 404, API_MESSAGES.notFound);
    const body = await readJson(c, INTEGRATION_BODY_LIMIT);
    if (body instanceof Response) return body;
    if (!verifyCalSignature(body.text, requestHeader(c, CAL_SIGNATURE_HEADER), secret))
      return failure(c, 401, API_MESSAGES.badSignature);
    const parsed = parseCalEvent(body.text);
    if (parsed.kind === "invalid") return failure(c, 400, API_MESSAGES.invalidWebhookEvent);
    if (parsed.kind === "ignored") return received(c, { ignored: parsed.type });
    const { event } = parsed;
    const at = now();
    const found = await store.integrations.findLead({
      claimedLeadId: event.metadata.leadId ?? null,
      known: [
        { table: "bookings", key: event.uid },
        ...(event.replaces ? [{ table: "bookings" as const, key: event.replaces.uid }] : []),
      ],
      email: event.attendee.email,
    });
    const link = leadLink(
      found,
      {
        type: "booking",
        email: event.attendee.email,
        name: event.attendee.name,
        message: event.notes,
        locale: event.attendee.locale,
        metadata: event.metadata,
      },
      at,
    );
    const outcome = await store.integrations.applyBooking(event, link, body.text, at);
    logger.info("integration event", {
      provider: "cal",
      type: event.type,
      outcome,
      leadId: link.leadId,
    });
    return received(c, outcome === "duplicate" ? { duplicate: true } : {});
  });

  route.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const secret = config.stripeWebhookSecret;
    if (!secret) return failure(c, 404, API_MESSAGES.notFound);
    const body = await readJson(c, INTEGRATION_BODY_LIMIT);
    if (body instanceof Response) return body;
    let verified: Stripe.Event;
    try {
      verified = verifyStripeEvent(
        body.text,
        requestHeader(c, STRIPE_SIGNATURE_HEADER),
        secret,
        now(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        return failure(c, 401, API_MESSAGES.badSignature);
      throw error;
    }
    const parsed = parseStripeEvent(verified);
    if (parsed.kind === "ignored") return received(c, { ignored: parsed.type });
    const { event } = parsed;
    const at = now();
    const found = await store.integrations.findLead({
      claimedLeadId: event.leadId,
      known: [{ table: "payments", key: event.paymentId }],
      email: event.email,
    });
    // A refund changes a payment; it never makes a lead of its own.
    const person: IntegrationPerson | null =
      event.type === "charge.refunded"
        ? null
        : {
            type: "purchase",
            email: event.email,
            name: event.name,
            message: event.product,
            locale: null,
            metadata: event.metadata,
          };
    const link = leadLink(found, person, at);
    const outcome = await store.integrations.applyPayment(event, link, body.text, at);
    logger.info("integration event", {
      provider: "stripe",
      type: event.type,
      outcome,
      leadId: link.leadId,
    });
    return received(c, outcome === "duplicate" ? { duplicate: true } : {});
  });

  return route;
}
