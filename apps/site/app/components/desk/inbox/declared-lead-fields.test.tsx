// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffApp } from "../../../staff-app/staff-app-test-kit";
import { deskQueryClient } from "../desk-query-provider";
import { deskLead, fakeDeskApi, session, STAFF } from "../desk-test-kit";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const PAGE = {
  items: [deskLead({ estimatedValue: 48000 }), deskLead({ id: "lead-2", estimatedValue: null })],
  total: 2,
  page: 1,
  size: 25,
  counts: { new: 2, contacted: 0, qualified: 0, won: 0, lost: 0, archived: 0 },
};

/** The desk's API, answering every lead-list query with {@link PAGE}. */
function desk() {
  const routes: Record<string, { status: number; body?: unknown }> = {
    "GET /staff/session": { status: 200, body: session(["sales"]) },
    "GET /desk/staff": { status: 200, body: STAFF },
  };
  return fakeDeskApi(
    new Proxy(routes, {
      get: (target, key: string) =>
        key.startsWith("GET /desk/leads?") ? { status: 200, body: PAGE } : target[key],
    }),
  );
}

describe("given the inbox, the lead record's declared estimated value", () => {
  it("is a column in US dollars, empty for a lead without one", async () => {
    desk();
    renderStaffApp({ path: "/desk" });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Estimated value" })).toBeVisible();
    expect(within(table).getByText("$48,000")).toBeVisible();
  });

  it("filters by a minimum and sorts highest first from the URL, and asks the API so", async () => {
    const { seen } = desk();
    renderStaffApp({ path: "/desk?value_min=1000&sort=value" });
    await screen.findByRole("table");
    expect(screen.getByLabelText("Estimated value, at least")).toHaveValue(1000);
    expect(screen.getByLabelText("Order")).toHaveValue("value");
    expect(
      screen.getByRole("option", { name: "Highest estimated value first" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.path.startsWith("/desk/leads?") &&
            request.path.includes("value_min=1000") &&
            request.path.includes("sort=value"),
        ),
      ).toBe(true),
    );
  });
});
