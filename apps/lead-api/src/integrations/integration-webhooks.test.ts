import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import {
  calBody,
  calSignature,
  checkoutSession,
  postCal as signedCal,
  postStripe as signedStripe,
  refundedCharge,
  STRIPE_SECRET,
  stripeBody,
} from "../test-support/integration-kit";
import { createTestApp, contactLead, postLead, send, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { INTEGRATION_BODY_LIMIT, STRIPE_WEBHOOK_PATH } from "./integration-routes";

const T0 = Date.parse("2026-11-20T15:00:00.000Z");

describe.each(STORE_KINDS)("the integrations' webhooks on %s", (kind) => {
  const current = useTestStore(kind);
  let clock: number;
  let app: TestApp;
  beforeEach(() => {
    clock = T0;
    app = createTestApp(current().store, { now: () => clock });
  });
  const store = () => current().store;

  const postCal = (body: string, signature: string | null = calSignature(body)) =>
    signedCal(app, body, signature);
  const postStripe = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    signedStripe(app, body, { timestamp: Math.floor(clock / 1000), ...options });

  async function leadsOf(email: string) {
    return (await store().exportSubject(email)).leads;
  }

  describe("Cal.com", () => {
    it("creates a booking lead for an address that never sent a form, with its CRM row and the sales notification", async () => {
      const response = await postCal(calBody("BOOKING_CREATED"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
      const [lead, ...others] = await leadsOf("ada.lovelace@example.com");
      expect(others).toEqual([]);
      expect(lead?.lead).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada.lovelace@example.com",
        leadType: "booking",
        source: "scheduler",
        message: "We would like to review our data platform before the budget round.",
        metadata: {
          marketing_consent: false,
          utm_source: "newsletter",
          utm_campaign: "q4-assessment",
          locale: "de",
        },
      });
      expect(lead?.consent.marketingConsent).toBe(false);
      // An advertising click id in the booking is not kept on the lead.
      expect(lead?.lead.metadata).not.toHaveProperty("gclid");
      const booking = await store().integrations.booking("booking-uid-1");
      expect(booking).toMatchObject({
        leadId: lead?.id,
        status: "booked",
        eventType: "assessment",
        startAt: Date.parse("2026-12-02T15:00:00Z"),
        organizerTimeZone: "America/New_York",
        attendeeTimeZone: "Europe/Berlin",
      });
      const subject = await store().exportSubject("ada.lovelace@example.com");
      expect(subject.crmDeliveries).toHaveLength(1);
      expect(subject.mailDeliveries?.map((row) => row.kind)).toEqual(["booking-notification"]);
    });

    it("attaches the booking to the lead named in its metadata, else to the latest inquiry of the address", async () => {
      expect((await postLead(app, contactLead(1))).status).toBe(201);
      expect((await postLead(app, contactLead(2))).status).toBe(201);
      const [named] = await leadsOf("visitor.1@example.com");
      const [byEmail] = await leadsOf("visitor.2@example.com");
      // A later newsletter signup of the same address: the inquiry is still the lead to attach to.
      clock += 1000;
      const signup = contactLead(2, { leadType: "newsletter", source: "footer", message: "" });
      expect((await postLead(app, signup)).status).toBe(201);
      const first = calBody("BOOKING_CREATED", {
        uid: "b-named",
        metadata: { leadId: named?.id ?? "" },
        attendees: [{ name: "Someone Else", email: "another@example.com" }],
      });
      expect((await postCal(first)).status).toBe(200);
      const second = calBody("BOOKING_CREATED", {
        uid: "b-email",
        attendees: [{ name: "Visitor Two", email: "VISITOR.2@example.com" }],
      });
      expect((await postCal(second)).status).toBe(200);
      expect((await store().integrations.booking("b-named"))?.leadId).toBe(named?.id);
      expect((await store().integrations.booking("b-email"))?.leadId).toBe(byEmail?.id);
      expect(await leadsOf("another@example.com")).toEqual([]);
    });

    it("accepts an event once: a redelivery answers 200 and changes nothing", async () => {
      const body = calBody("BOOKING_CREATED");
      expect((await postCal(body)).status).toBe(200);
      clock += 60_000;
      const again = await postCal(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await leadsOf("ada.lovelace@example.com")).toHaveLength(1);
      const booking = await store().integrations.booking("booking-uid-1");
      expect(booking?.updatedAt).toBe(T0);
    });

    it("keeps a cancellation that arrived before the creation it cancels", async () => {
      const cancelled = calBody(
        "BOOKING_CANCELLED",
        { cancellationReason: "Budget moved to next quarter" },
        "2026-11-20T15:05:00.000Z",
      );
      expect((await postCal(cancelled)).status).toBe(200);
      clock += 1000;
      expect((await postCal(calBody("BOOKING_CREATED"))).status).toBe(200);
      const booking = await store().integrations.booking("booking-uid-1");
      expect(booking).toMatchObject({
        status: "cancelled",
        cancellationReason: "Budget moved to next quarter",
        title: "Assessment between Vantreo and Ada Lovelace",
      });
      expect(await leadsOf("ada.lovelace@example.com")).toHaveLength(1);
      const events = await store().integrations.eventsOf(booking?.leadId ?? "");
      expect(events.map((event) => event.eventType)).toEqual([
        "BOOKING_CANCELLED",
        "BOOKING_CREATED",
      ]);
    });

    it("marks the replaced booking of a reschedule and links the new one to it", async () => {
      expect((await postCal(calBody("BOOKING_CREATED"))).status).toBe(200);
      const rescheduled = calBody("BOOKING_RESCHEDULED", {
        uid: "booking-uid-2",
        rescheduleUid: "booking-uid-1",
        startTime: "2026-12-03T15:00:00Z",
        endTime: "2026-12-03T16:00:00Z",
      });
      expect((await postCal(rescheduled)).status).toBe(200);
      const old = await store().integrations.booking("booking-uid-1");
      const fresh = await store().integrations.booking("booking-uid-2");
      expect(old?.status).toBe("rescheduled");
      expect(fresh).toMatchObject({ status: "booked", rescheduledFrom: "booking-uid-1" });
      expect(fresh?.leadId).toBe(old?.leadId);
      expect(await store().integrations.bookingsOf(old?.leadId ?? "")).toHaveLength(2);
    });

    it("refuses a missing signature, a wrong secret and a tampered body with 401", async () => {
      const body = calBody("BOOKING_CREATED");
      expect((await postCal(body, null)).status).toBe(401);
      expect((await postCal(body, calSignature(body, "another-secret-0123456789"))).status).toBe(
        401,
      );
      const tampered = body.replace("Ada Lovelace", "Eve Mallory");
      expect((await postCal(tampered, calSignature(body))).status).toBe(401);
      expect((await postCal(body, "not-hex")).status).toBe(401);
      expect(await leadsOf("ada.lovelace@example.com")).toEqual([]);
    });

    it("acknowledges an event type it does not act on and stores nothing", async () => {
      const body = calBody("MEETING_ENDED");
      const response = await postCal(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, ignored: "MEETING_ENDED" });
      expect(await store().integrations.booking("booking-uid-1")).toBeNull();
    });

    it("answers 400 to a signed body that is not a booking", async () => {
      const body = JSON.stringify({
        triggerEvent: "BOOKING_CREATED",
        createdAt: "2026-11-20T15:00:00Z",
        payload: {},
      });
      expect((await postCal(body)).status).toBe(400);
    });

    it("refuses a body over the cap with 413 before reading it", async () => {
      const body = calBody("BOOKING_CREATED", {
        additionalNotes: "x".repeat(INTEGRATION_BODY_LIMIT),
      });
      expect((await postCal(body)).status).toBe(413);
    });

    it("does not exist without its secret", async () => {
      app = createTestApp(store(), {
        now: () => clock,
        env: { LEAD_API_CAL_WEBHOOK_SECRET: "", LEAD_API_STRIPE_WEBHOOK_SECRET: "" },
      });
      expect((await postCal(calBody("BOOKING_CREATED"))).status).toBe(404);
      expect(
        (await postStripe(stripeBody("checkout.session.completed", checkoutSession()))).status,
      ).toBe(404);
    });
  });

  describe("Stripe", () => {
    it("attaches a completed checkout to the lead in client_reference_id, amounts from the event", async () => {
      expect((await postLead(app, contactLead(3))).status).toBe(201);
      const [lead] = await leadsOf("visitor.3@example.com");
      const body = stripeBody(
        "checkout.session.completed",
        checkoutSession({ client_reference_id: lead?.id }),
      );
      const response = await postStripe(body);
      expect(response.status).toBe(200);
      expect(await store().integrations.payment("pi_1")).toMatchObject({
        leadId: lead?.id,
        checkoutSessionId: "cs_test_1",
        product: "data-platform-assessment",
        amount: 500_000,
        currency: "usd",
        status: "paid",
      });
      expect(await leadsOf("buyer@example.com")).toEqual([]);
    });

    it("creates a purchase lead for a buyer the desk has never seen", async () => {
      expect(
        (await postStripe(stripeBody("checkout.session.completed", checkoutSession()))).status,
      ).toBe(200);
      const [lead] = await leadsOf("buyer@example.com");
      expect(lead?.lead).toMatchObject({
        firstName: "Grace",
        lastName: "Hopper",
        leadType: "purchase",
        source: "checkout",
        metadata: { marketing_consent: false, utm_source: "search" },
      });
      expect((await store().integrations.payment("pi_1"))?.leadId).toBe(lead?.id);
    });

    it("moves a delayed payment from pending to paid or failed", async () => {
      const pending = checkoutSession({ payment_status: "unpaid", payment_intent: "pi_async" });
      await postStripe(stripeBody("checkout.session.completed", pending, "evt_a"));
      expect((await store().integrations.payment("pi_async"))?.status).toBe("pending");
      await postStripe(
        stripeBody(
          "checkout.session.async_payment_succeeded",
          { ...pending, payment_status: "paid" },
          "evt_b",
        ),
      );
      expect((await store().integrations.payment("pi_async"))?.status).toBe("paid");
      const failing = checkoutSession({
        id: "cs_2",
        payment_status: "unpaid",
        payment_intent: "pi_fail",
      });
      await postStripe(stripeBody("checkout.session.completed", failing, "evt_c"));
      await postStripe(stripeBody("checkout.session.async_payment_failed", failing, "evt_d"));
      expect((await store().integrations.payment("pi_fail"))?.status).toBe("failed");
    });

    it("records a refund, also one delivered before the checkout it refunds", async () => {
      await postStripe(
        stripeBody(
          "charge.refunded",
          refundedCharge({ amount_refunded: 100_000, refunded: false }),
          "evt_r1",
        ),
      );
      expect(await store().integrations.payment("pi_1")).toMatchObject({
        status: "partially_refunded",
        amountRefunded: 100_000,
        leadId: null,
      });
      expect(await leadsOf("buyer@example.com")).toEqual([]);
      await postStripe(stripeBody("checkout.session.completed", checkoutSession(), "evt_c1"));
      await postStripe(stripeBody("charge.refunded", refundedCharge(), "evt_r2"));
      const payment = await store().integrations.payment("pi_1");
      const [lead] = await leadsOf("buyer@example.com");
      expect(payment).toMatchObject({
        status: "refunded",
        amountRefunded: 500_000,
        amount: 500_000,
        leadId: lead?.id,
      });
    });

    it("accepts an event id once", async () => {
      const body = stripeBody("checkout.session.completed", checkoutSession());
      await postStripe(body);
      const again = await postStripe(body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await leadsOf("buyer@example.com")).toHaveLength(1);
    });

    it("refuses a wrong secret, a tampered body and a stale timestamp with 401", async () => {
      const body = stripeBody("checkout.session.completed", checkoutSession());
      expect((await postStripe(body, { secret: "whsec_another_secret_0123456789" })).status).toBe(
        401,
      );
      const signed = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: STRIPE_SECRET,
        timestamp: Math.floor(clock / 1000),
      });
      const tampered = await send(app, STRIPE_WEBHOOK_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signed },
        body: body.replace("500000", "1"),
      });
      expect(tampered.status).toBe(401);
      // Signed six minutes ago: outside Stripe's five-minute tolerance.
      expect((await postStripe(body, { timestamp: Math.floor(clock / 1000) - 360 })).status).toBe(
        401,
      );
      expect(await store().integrations.payment("pi_1")).toBeNull();
    });

    it("acknowledges an event type it does not act on", async () => {
      const response = await postStripe(
        stripeBody("customer.created", { id: "cus_1", object: "customer" }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, ignored: "customer.created" });
    });
  });

  it("exports and erases the person's bookings, payments and stored events", async () => {
    await postCal(
      calBody("BOOKING_CREATED", {
        attendees: [{ name: "Grace Hopper", email: "buyer@example.com" }],
      }),
    );
    await postStripe(stripeBody("checkout.session.completed", checkoutSession()));
    const exported = await store().exportSubject("buyer@example.com");
    expect(exported.bookings).toHaveLength(1);
    expect(exported.payments).toHaveLength(1);
    expect(exported.integrationEvents).toHaveLength(2);
    expect(exported.leads).toHaveLength(1);
    const removed = await store().eraseSubject("buyer@example.com", clock);
    expect(removed).toMatchObject({ bookings: 1, payments: 1, integrationEvents: 2, leads: 1 });
    const after = await store().exportSubject("buyer@example.com");
    expect([after.bookings, after.payments, after.integrationEvents, after.leads]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
