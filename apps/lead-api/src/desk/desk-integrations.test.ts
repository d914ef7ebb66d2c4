import type { LeadDetail, LeadPage } from "@vantreo/contracts/core";
import { beforeEach, describe, expect, it } from "vitest";
import { leadDetailSchema, leadPageSchema } from "@vantreo/contracts";
import {
  calBody,
  checkoutSession,
  postCal,
  postStripe,
  refundedCharge,
  stripeBody,
} from "../test-support/integration-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { deskCall, deskFixture, deskGet, submitLead, type DeskFixture } from "./desk-test-kit";

describe.each(STORE_KINDS)("bookings and payments in the lead desk on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const detail = (id: string) =>
    deskGet<LeadDetail>(f.app, f.staff.sales!, `/leads/${id}`, leadDetailSchema);
  const list = (query: string) =>
    deskGet<LeadPage>(f.app, f.staff.sales!, `/leads?${query}`, leadPageSchema);
  const stripe = (type: string, object: Record<string, unknown>, id: string) =>
    postStripe(f.app, stripeBody(type, object, id, f.clock.now()), {
      timestamp: Math.floor(f.clock.now() / 1000),
    });

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sales: ["sales"] });
  });

  it("shows a lead's booking with both time zones, its reschedule and cancellation, and the events in order", async () => {
    const leadId = await submitLead(f, 1);
    const booked = calBody("BOOKING_CREATED", {
      uid: "uid-first",
      metadata: { leadId },
      attendees: [{ name: "Visitor One", email: "visitor.1@example.com", timeZone: "Asia/Riyadh" }],
    });
    expect((await postCal(f.app, booked)).status).toBe(200);
    f.clock.advance(60_000);
    const moved = calBody("BOOKING_RESCHEDULED", {
      uid: "uid-second",
      rescheduleUid: "uid-first",
      startTime: "2026-12-03T15:00:00Z",
      endTime: "2026-12-03T16:00:00Z",
      metadata: { leadId },
      attendees: [{ name: "Visitor One", email: "visitor.1@example.com", timeZone: "Asia/Riyadh" }],
    });
    expect((await postCal(f.app, moved)).status).toBe(200);
    f.clock.advance(60_000);
    const cancelled = calBody("BOOKING_CANCELLED", {
      uid: "uid-second",
      cancellationReason: "Budget round moved",
      metadata: { leadId },
      attendees: [{ name: "Visitor One", email: "visitor.1@example.com", timeZone: "Asia/Riyadh" }],
    });
    expect((await postCal(f.app, cancelled)).status).toBe(200);

    const lead = await detail(leadId);
    expect(lead.bookings.map((booking) => [booking.uid, booking.status])).toEqual([
      ["uid-second", "cancelled"],
      ["uid-first", "rescheduled"],
    ]);
    expect(lead.bookings[0]).toMatchObject({
      eventType: "assessment",
      startAt: "2026-12-03T15:00:00.000Z",
      organizerTimeZone: "America/New_York",
      attendeeTimeZone: "Asia/Riyadh",
      rescheduledFrom: "uid-first",
      cancellationReason: "Budget round moved",
    });
    expect(lead.integrationEvents.map((event) => event.eventType)).toEqual([
      "BOOKING_CREATED",
      "BOOKING_RESCHEDULED",
      "BOOKING_CANCELLED",
    ]);
    expect(lead.payments).toEqual([]);
  });

  it("shows a payment and its refund on the lead the checkout named", async () => {
    const leadId = await submitLead(f, 2);
    const session = checkoutSession({ client_reference_id: leadId });
    expect((await stripe("checkout.session.completed", session, "evt_paid")).status).toBe(200);
    f.clock.advance(60_000);
    expect((await stripe("charge.refunded", refundedCharge(), "evt_refund")).status).toBe(200);
    const lead = await detail(leadId);
    expect(lead.payments).toEqual([
      expect.objectContaining({
        id: "pi_1",
        product: "data-platform-assessment",
        amount: 500_000,
        currency: "usd",
        amountRefunded: 500_000,
        status: "refunded",
      }),
    ]);
    expect(lead.integrationEvents.map((event) => [event.provider, event.eventType])).toEqual([
      ["stripe", "checkout.session.completed"],
      ["stripe", "charge.refunded"],
    ]);
  });

  it("filters the inbox by whether a lead has a booking, cancelled ones included", async () => {
    const withBooking = await submitLead(f, 3);
    await submitLead(f, 4);
    const body = calBody("BOOKING_CANCELLED", { uid: "uid-3", metadata: { leadId: withBooking } });
    expect((await postCal(f.app, body)).status).toBe(200);
    const booked = await list("booking=true");
    expect(booked.items.map((lead) => lead.id)).toEqual([withBooking]);
    expect(booked.total).toBe(1);
    expect(booked.counts.new).toBe(1);
    const without = await list("booking=false");
    expect(without.items.map((lead) => lead.email)).toEqual(["visitor.4@example.com"]);
    const invalid = await deskCall(f.app, f.staff.sales, "GET", "/leads?booking=yes");
    expect(invalid.status).toBe(400);
  });
});
