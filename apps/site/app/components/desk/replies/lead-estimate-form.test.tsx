// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { deskLead, fakeDeskApi, leadDetail, session, STAFF } from "../desk-test-kit";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

describe("given a lead's page, the estimated value", () => {
  it("is sent in whole dollars with the lead's version, and refused when not whole", async () => {
    let reads = 0;
    const { seen } = fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads/lead-1": () => {
        reads += 1;
        const lead = reads === 1 ? deskLead() : deskLead({ version: 2, estimatedValue: 48000 });
        return { status: 200, body: leadDetail(lead) };
      },
      "PATCH /desk/leads/lead-1": {
        status: 200,
        body: { lead: deskLead({ version: 2, estimatedValue: 48000 }) },
      },
    });
    renderStaffApp({ path: "/desk/leads/lead-1" });
    const field = await screen.findByLabelText(/^Estimate in US dollars/);
    fireEvent.change(field, { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save estimate" }));
    expect(
      await screen.findByText("Enter whole US dollars, or leave the field empty."),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.method === "PATCH")).toBe(false);
    fireEvent.change(field, { target: { value: "48000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save estimate" }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === "PATCH")?.body).toEqual({
        version: 1,
        estimatedValue: 48000,
      }),
    );
    expect(await screen.findByText("Estimated at $48,000.")).toBeInTheDocument();
  });
});
