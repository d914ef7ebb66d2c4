import Stripe from "stripe";
import { PAYMENT_STATUSES, type PaymentStatus } from "@vantreo/contracts";

/** The header Stripe signs its webhooks with (`t=…,v1=…`). */
export const STRIPE_SIGNATURE_HEADER = "stripe-signature";

/** How old a signed timestamp may be (Stripe's default tolerance, in seconds). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/** The event types the lead API acts on; any other is acknowledged and ignored. */
export const STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "charge.refunded",
] as const;
export type StripeEventType = (typeof STRIPE_EVENTS)[number];

/** A payment's state, in the order a later event may move it (never backwards): the contract's. */
export { PAYMENT_STATUSES };
export type { PaymentStatus };

/** A verified Stripe event the lead API acts on, in its own terms. */
export type PaymentEvent = {
  eventId: string;
  type: StripeEventType;
  occurredAt: number;
  /** The payment intent, else the checkout session: what a refund finds the payment by. */
  paymentId: string;
  checkoutSessionId: string | null;
  /** `client_reference_id`: the lead the site knew when it opened the checkout. */
  leadId: string | null;
  email: string;
  name: string;
  /** The catalogue key set as the payment link's `product` metadata; '' when unknown. */
  product: string;
  /** In the currency's minor unit, from the verified event only; null when it does not say. */
  amount: number | null;
  currency: string | null;
  amountRefunded: number;
  status: PaymentStatus;
  /** The attribution the checkout link carried (its metadata, `utm_*`). */
  metadata: Record<string, string>;
};

/** What a verified event is: a payment event to act on, or one to acknowledge only. */
export type StripeParse =
  { kind: "payment"; event: PaymentEvent } | { kind: "ignored"; type: string };

/**
 * Verifies a Stripe webhook with the official library (signature and timestamp tolerance) and
 * returns the event; throws `Stripe.errors.StripeSignatureVerificationError` when it fails.
 * `now` (ms since the epoch) is the receiver's clock, so the tolerance is measured on the app's time.
 */
export function verifyStripeEvent(
  body: string,
  signature: string | undefined,
  secret: string,
  now: number,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(
    body,
    signature ?? "",
    secret,
    STRIPE_TOLERANCE_SECONDS,
    undefined,
    now,
  );
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

function flat(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(metadata ?? {}) };
}

function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session): PaymentEvent {
  const type = event.type as StripeEventType;
  const status: PaymentStatus =
    type === "checkout.session.async_payment_failed"
      ? "failed"
      : type === "checkout.session.async_payment_succeeded" || session.payment_status !== "unpaid"
        ? "paid"
        : "pending";
  const metadata = flat(session.metadata);
  return {
    eventId: event.id,
    type,
    occurredAt: event.created * 1000,
    paymentId: idOf(session.payment_intent) ?? session.id,
    checkoutSessionId: session.id,
    leadId: session.client_reference_id,
    email: (session.customer_details?.email ?? session.customer_email ?? "").trim().toLowerCase(),
    name: session.customer_details?.name ?? "",
    product: metadata.product ?? "",
    amount: session.amount_total,
    currency: session.currency,
    amountRefunded: 0,
    status,
    metadata,
  };
}

function refundEvent(event: Stripe.Event, charge: Stripe.Charge): PaymentEvent {
  return {
    eventId: event.id,
    type: "charge.refunded",
    occurredAt: event.created * 1000,
    paymentId: idOf(charge.payment_intent) ?? charge.id,
    checkoutSessionId: null,
    leadId: null,
    email: (charge.billing_details?.email ?? charge.receipt_email ?? "").trim().toLowerCase(),
    name: charge.billing_details?.name ?? "",
    product: "",
    amount: null,
    currency: charge.currency,
    amountRefunded: charge.amount_refunded,
    status: charge.refunded ? "refunded" : "partially_refunded",
    metadata: {},
  };
}

/** Reads a verified Stripe event. */
export function parseStripeEvent(event: Stripe.Event): StripeParse {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
      return { kind: "payment", event: sessionEvent(event, event.data.object) };
    case "charge.refunded":
      return { kind: "payment", event: refundEvent(event, event.data.object) };
    default:
      return { kind: "ignored", type: event.type };
  }
}
