// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../api/api-test-kit";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { deskLead, fakeDeskApi, leadDetail, session, STAFF } from "../desk-test-kit";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

describe("given a lead's page", () => {
  it("offers only the moves the API allows, and sends a move with the lead's version", async () => {
    const { seen } = fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": { status: 200, body: leadDetail() },
      "PATCH /desk/leads/lead-1": { status: 200, body: { lead: deskLead({ version: 2 }) } },
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });
    const select = await screen.findByLabelText("Move to");
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      "contacted",
      "archived",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Change status" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Status changed to Contacted."),
    );
    expect(seen.find((r) => r.method === "PATCH")?.body).toEqual({
      version: 1,
      status: "contacted",
    });
  });

  it("assigns the lead to the signed-in person", async () => {
    const { seen } = fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": { status: 200, body: leadDetail() },
      "PATCH /desk/leads/lead-1": { status: 200, body: { lead: deskLead({ version: 2 }) } },
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });
    fireEvent.click(await screen.findByRole("button", { name: "Assign to me" }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === "PATCH")?.body).toEqual({
        version: 1,
        ownerId: "staff-sam",
      }),
    );
  });

  it("on a version conflict says so, reloads the lead and keeps the note that was typed", async () => {
    let reads = 0;
    const current = deskLead({ version: 2, status: "contacted" });
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": () => {
        reads += 1;
        return { status: 200, body: leadDetail(reads === 1 ? deskLead() : current) };
      },
      "POST /desk/leads/lead-1/notes": apiError(409, "version_conflict", { lead: current }),
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });
    const note = await screen.findByLabelText(/^Note/);
    fireEvent.change(note, { target: { value: "Called, back on Monday." } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone else changed this lead while you were working on it.",
    );
    await waitFor(() => expect(screen.getByText("Current status: Contacted")).toBeInTheDocument());
    expect(reads).toBe(2);
    expect(screen.getByLabelText(/^Note/)).toHaveValue("Called, back on Monday.");
  });

  it("says when a lead does not exist", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["marketing"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/gone": apiError(404, "not_found"),
    });
    renderStaffApp({ locale: "de", path: "/de/desk/leads/gone" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dieser Eintrag existiert nicht mehr. Er wurde möglicherweise zwischenzeitlich gelöscht.",
    );
  });

  const booked = {
    ...leadDetail(),
    bookings: [
      {
        uid: "uid-2",
        eventType: "assessment",
        title: "Assessment",
        startAt: "2026-12-03T15:00:00.000Z",
        endAt: "2026-12-03T16:00:00.000Z",
        organizerTimeZone: "America/New_York",
        attendeeTimeZone: "Europe/Berlin",
        status: "cancelled" as const,
        rescheduledFrom: "uid-1",
        cancellationReason: "Budget round moved",
        createdAt: "2026-11-20T15:00:00.000Z",
        updatedAt: "2026-11-21T15:00:00.000Z",
      },
    ],
    payments: [
      {
        id: "pi_1",
        product: "data-platform-assessment",
        amount: 500_000,
        currency: "usd",
        amountRefunded: 125_000,
        status: "partially_refunded" as const,
        createdAt: "2026-11-20T15:00:00.000Z",
        updatedAt: "2026-11-22T15:00:00.000Z",
      },
    ],
    integrationEvents: [
      {
        provider: "cal" as const,
        eventType: "BOOKING_CANCELLED",
        occurredAt: "2026-11-21T15:00:00.000Z",
        receivedAt: "2026-11-21T15:00:01.000Z",
      },
      {
        provider: "stripe" as const,
        eventType: "charge.refunded",
        occurredAt: "2026-11-22T15:00:00.000Z",
        receivedAt: "2026-11-22T15:00:01.000Z",
      },
    ],
  };

  it("shows a booked call in the firm's and the lead's time, its state, and the payment with its refund", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": { status: 200, body: booked },
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });

    const calls = await screen.findByRole("region", { name: "Booked calls" });
    // 15:00 UTC is 10:00 in Atlanta and 16:00 in Berlin.
    expect(calls).toHaveTextContent("Dec 3, 2026, 10:00 AM EST (our time)");
    expect(calls).toHaveTextContent("Dec 3, 2026, 4:00 PM GMT+1 (their time)");
    expect(calls).toHaveTextContent("Canceled");
    expect(calls).toHaveTextContent("Reason: Budget round moved");
    expect(calls).toHaveTextContent("Replaces an earlier booking");
    const payments = screen.getByRole("region", { name: "Payments" });
    expect(payments).toHaveTextContent("$5,000");
    expect(payments).toHaveTextContent("Partly refunded");
    expect(payments).toHaveTextContent("$1,250 refunded");
    expect(screen.getByText(/Call canceled/)).toBeInTheDocument();
    expect(screen.getByText(/Payment refunded/)).toBeInTheDocument();
  });

  it("writes the amounts and times the German way in German", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": { status: 200, body: booked },
    });
    renderStaffApp({ locale: "de", path: "/de/desk/leads/lead-1" });
    const calls = await screen.findByRole("region", { name: "Gebuchte Termine" });
    expect(calls).toHaveTextContent("3. Dez. 2026, 10:00 GMT-5 (unsere Zeit)");
    expect(calls).toHaveTextContent("3. Dez. 2026, 16:00 MEZ (Ortszeit des Leads)");
    expect(calls).toHaveTextContent("Abgesagt");
    const payments = screen.getByRole("region", { name: "Zahlungen" });
    expect(payments).toHaveTextContent("5.000 $");
    expect(payments).toHaveTextContent("1.250 $ erstattet");
  });

  it("shows no calls-and-payments section for a lead without either", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": { status: 200, body: leadDetail() },
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });
    await screen.findByLabelText("Move to");
    expect(screen.queryByRole("heading", { name: "Calls and payments" })).toBeNull();
  });
});
