import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { CAL_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from "../integrations/integration-routes";
import { send, type TestApp } from "./test-app";

import { CAL_SECRET, STRIPE_SECRET } from "./integration-secrets";

export { CAL_SECRET, STRIPE_SECRET };

/** A Cal.com webhook body of version 2021-10-20, as Cal.com builds it. */
export function calBody(
  triggerEvent: string,
  payload: Record<string, unknown> = {},
  createdAt = "2026-11-20T15:00:00.000Z",
): string {
  return JSON.stringify({
    triggerEvent,
    createdAt,
    payload: {
      bookingId: 101,
      type: "assessment",
      title: "Assessment between Vantreo and Ada Lovelace",
      startTime: "2026-12-02T15:00:00Z",
      endTime: "2026-12-02T16:00:00Z",
      organizer: { name: "Vantreo", email: "sales@vantreo.test", timeZone: "America/New_York" },
      attendees: [
        {
          name: "Ada Lovelace",
          email: "Ada.Lovelace@Example.com",
          timeZone: "Europe/Berlin",
          language: { locale: "de" },
        },
      ],
      uid: "booking-uid-1",
      additionalNotes: "We would like to review our data platform before the budget round.",
      metadata: { utm_source: "newsletter", utm_campaign: "q4-assessment", gclid: "ad-click-1" },
      status: "ACCEPTED",
      ...payload,
    },
  });
}

/** Cal.com's `X-Cal-Signature-256`: hex HMAC-SHA256 of the body. */
export const calSignature = (body: string, secret = CAL_SECRET) =>
  createHmac("sha256", secret).update(body).digest("hex");

/** POSTs a Cal.com webhook, signed unless `signature` is null. */
export function postCal(app: TestApp, body: string, signature: string | null = calSignature(body)) {
  return send(app, CAL_WEBHOOK_PATH, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === null ? {} : { "X-Cal-Signature-256": signature }),
    },
    body,
  });
}

/** A Stripe event as the API sends it, around `object` (`created` in ms). */
export function stripeBody(
  type: string,
  object: Record<string, unknown>,
  id = "evt_1",
  created = Date.parse("2026-11-20T15:00:00.000Z"),
) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(created / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** A paid Checkout Session of a payment link. */
export function checkoutSession(overrides: Record<string, unknown> = {}) {
  return {
    id: "cs_test_1",
    object: "checkout.session",
    amount_total: 500_000,
    currency: "usd",
    client_reference_id: null,
    customer_details: { email: "buyer@example.com", name: "Grace Hopper" },
    customer_email: null,
    metadata: { product: "data-platform-assessment", utm_source: "search" },
    mode: "payment",
    payment_intent: "pi_1",
    payment_link: "plink_1",
    payment_status: "paid",
    status: "complete",
    ...overrides,
  };
}

/** A fully refunded charge of `pi_1`. */
export function refundedCharge(overrides: Record<string, unknown> = {}) {
  return {
    id: "ch_1",
    object: "charge",
    amount: 500_000,
    amount_refunded: 500_000,
    currency: "usd",
    payment_intent: "pi_1",
    refunded: true,
    billing_details: { email: "buyer@example.com", name: "Grace Hopper" },
    receipt_email: null,
    ...overrides,
  };
}

/** POSTs a Stripe webhook signed as Stripe signs it (`timestamp` in seconds). */
export function postStripe(
  app: TestApp,
  body: string,
  options: { secret?: string; timestamp: number },
) {
  return send(app, STRIPE_WEBHOOK_PATH, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? STRIPE_SECRET,
        timestamp: options.timestamp,
      }),
    },
    body,
  });
}
