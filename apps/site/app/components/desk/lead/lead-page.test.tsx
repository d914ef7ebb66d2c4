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
});
