// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { DeskSubscriber } from "@vantreo/contracts/core";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInSite, type FakeAnswer } from "../../api/api-test-kit";
import { DeskQueryProvider, deskQueryClient } from "../desk-query-provider";
import { SUBSCRIBER_LIST_SIZE } from "./subscriber-api";
import { SubscriberList } from "./subscriber-list";

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  deskQueryClient.clear();
  vi.unstubAllGlobals();
});

const COUNTS = { pending: 1, confirmed: 2, unsubscribed: 3 };

const subscriber = (overrides: Partial<DeskSubscriber> = {}): DeskSubscriber => ({
  leadId: "lead-1",
  email: "ada@example.com",
  locale: "de",
  status: "confirmed",
  signedUpAt: "2025-06-16T12:00:00.000Z",
  confirmedAt: "2025-06-16T12:05:00.000Z",
  unsubscribedAt: null,
  ...overrides,
});

const answer = (subscribers: DeskSubscriber[], total: number): FakeAnswer => ({
  status: 200,
  body: { counts: COUNTS, subscribers, page: 1, size: SUBSCRIBER_LIST_SIZE, total },
});

function renderList(routes: Record<string, FakeAnswer>, locale: "en" | "de" = "en") {
  const api = fakeApi("/v1/desk", routes);
  renderInSite(
    <DeskQueryProvider>
      <SubscriberList />
    </DeskQueryProvider>,
    { locale, path: locale === "en" ? "/desk/subscribers" : `/${locale}/desk/subscribers` },
  );
  return api;
}

describe("the subscriber list", () => {
  it("shows the counts per state, the subscriptions, and a CSV export of the chosen state", async () => {
    renderList({
      [`GET /subscribers?page=1&size=${SUBSCRIBER_LIST_SIZE}`]: answer([subscriber()], 6),
      [`GET /subscribers?status=unsubscribed&page=1&size=${SUBSCRIBER_LIST_SIZE}`]: answer(
        [
          subscriber({
            leadId: "lead-2",
            status: "unsubscribed",
            unsubscribedAt: "2025-06-20T08:00:00.000Z",
          }),
        ],
        3,
      ),
    });
    const row = (await screen.findByText("ada@example.com")).closest("tr")!;
    expect(within(row).getByText("Confirmed")).toBeInTheDocument();
    expect(within(row).getByText("German")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All (6)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Export as CSV" })).toHaveAttribute(
      "href",
      "/v1/desk/subscribers?format=csv",
    );
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribed (3)" }));
    const gone = (await screen.findByText("Jun 20, 2025")).closest("tr")!;
    expect(within(gone).getByText("Unsubscribed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export as CSV" })).toHaveAttribute(
      "href",
      "/v1/desk/subscribers?status=unsubscribed&format=csv",
    );
  });

  it("speaks German", async () => {
    renderList({ [`GET /subscribers?page=1&size=${SUBSCRIBER_LIST_SIZE}`]: answer([], 0) }, "de");
    expect(await screen.findByText("Keine Abonnements in diesem Stand.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abgemeldet (3)" })).toBeInTheDocument();
  });

  it("keeps the state and the page in the URL: a bookmark opens them, a new state starts at page 1", async () => {
    const { seen } = fakeApi("/v1/desk", {
      [`GET /subscribers?status=confirmed&page=2&size=${SUBSCRIBER_LIST_SIZE}`]: {
        status: 200,
        body: {
          counts: COUNTS,
          subscribers: [subscriber({ leadId: "lead-9", email: "noor@example.com" })],
          page: 2,
          size: SUBSCRIBER_LIST_SIZE,
          total: 120,
        },
      },
      [`GET /subscribers?status=confirmed&page=3&size=${SUBSCRIBER_LIST_SIZE}`]: {
        status: 200,
        body: {
          counts: COUNTS,
          subscribers: [subscriber({ leadId: "lead-10", email: "omar@example.com" })],
          page: 3,
          size: SUBSCRIBER_LIST_SIZE,
          total: 120,
        },
      },
      [`GET /subscribers?status=pending&page=1&size=${SUBSCRIBER_LIST_SIZE}`]: answer(
        [subscriber({ leadId: "lead-3", email: "pia@example.com", status: "pending" })],
        1,
      ),
    });
    renderInSite(
      <DeskQueryProvider>
        <SubscriberList />
      </DeskQueryProvider>,
      { path: "/desk/subscribers?status=confirmed&page=2" },
    );
    expect(await screen.findByText("noor@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmed (2)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("omar@example.com")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/desk/subscribers?status=confirmed&page=3",
    );
    fireEvent.click(screen.getByRole("button", { name: "Pending (1)" }));
    expect(await screen.findByText("pia@example.com")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/desk/subscribers?status=pending");
    expect(seen.map((request) => request.path)).toEqual([
      `/subscribers?status=confirmed&page=2&size=${SUBSCRIBER_LIST_SIZE}`,
      `/subscribers?status=confirmed&page=3&size=${SUBSCRIBER_LIST_SIZE}`,
      `/subscribers?status=pending&page=1&size=${SUBSCRIBER_LIST_SIZE}`,
    ]);
  });
});
