// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
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

const COUNTS = { new: 2, contacted: 1, qualified: 0, won: 0, lost: 0, archived: 0 };

describe("given the inbox, grouped by contact", () => {
  it("lists one row per email address with its leads counted, linking to the newest lead", async () => {
    fakeDeskApi({
      "GET /staff/session": { status: 200, body: session(["sales"]) },
      "GET /desk/staff": { status: 200, body: STAFF },
      "GET /desk/leads?page=1&size=25": {
        status: 200,
        body: { items: [deskLead()], total: 1, page: 1, size: 25, counts: COUNTS },
      },
      "GET /desk/contacts?page=1&size=25": {
        status: 200,
        body: {
          items: [
            {
              email: "grace.hopper@example.com",
              name: "Grace Hopper",
              company: "Navy Labs",
              leadCount: 2,
              latestLeadId: "lead-9",
              latestAt: "2026-03-02T10:00:00.000Z",
              statuses: ["new", "contacted"],
            },
          ],
          total: 1,
          page: 1,
          size: 25,
        },
      },
    });
    renderStaffApp({ path: "/desk" });
    const toggle = await screen.findByRole("button", { name: "Group by contact" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    const table = await screen.findByRole("table", {
      name: /Contacts: the leads of each email address/,
    });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/desk/leads/lead-9",
    );
    expect(row).toHaveTextContent("Navy Labs");
    expect(row).toHaveTextContent("New, Contacted");
    expect(screen.getByText("Contacts: 1")).toBeInTheDocument();
  });
});
