// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  optionTexts,
  queryField,
  renderSearch,
  settle,
  stubIndexFetch,
  stubLayoutApis,
} from "./search-test-harness";

// The first render loads Radix, cmdk and the scorer: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.useFakeTimers();
  stubLayoutApis();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = (text: string) => fireEvent.change(queryField(), { target: { value: text } });

describe("given the search dialog, closed", () => {
  it("renders nothing and does not fetch the index", async () => {
    const fetchIndex = stubIndexFetch();
    renderSearch({ open: false });
    await settle(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchIndex).not.toHaveBeenCalled();
  });
});

describe("given the search dialog opened with an empty query", () => {
  it("shows the quick actions: recent searches, popular pages and the five booking options with their prices", async () => {
    stubIndexFetch();
    window.localStorage.setItem("vantreo.search.recent", JSON.stringify(["zero trust"]));
    renderSearch();
    await settle();
    expect(screen.getByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
    const recent = screen.getByRole("group", { name: "Recent searches" });
    expect(
      within(recent)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["zero trust", "Clear recent searches"]);
    const popular = screen.getByRole("group", { name: "Quick actions" });
    expect(
      within(popular)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Browse all services",
      "Calculate your AI ROI",
      "Assess your data maturity",
      "Read the latest insights",
      "View case studies",
    ]);
    // Spec section 9: assessment $5,000 (1 week, ROI analysis), workshop $2,000, deep dive
    // $500, consultation $100 (credited to larger packages), discovery call free.
    const bookings = screen.getByRole("group", { name: "Book a session" });
    expect(
      within(bookings)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Assessment1 week, including ROI analysis (opens in a new tab)$5,000",
      "Half-day workshopHalf a day with your teams, ending with a first roadmap (opens in a new tab)$2,000",
      "60-minute deep diveOne technical question with a senior engineer (opens in a new tab)$500",
      "30-minute consultationCredited to larger packages (opens in a new tab)$100",
      "15-minute discovery callYour goals and the right next step (opens in a new tab)Free",
    ]);
  });

  it("selecting a recent search puts it in the query field", async () => {
    stubIndexFetch();
    window.localStorage.setItem("vantreo.search.recent", JSON.stringify(["zero trust"]));
    renderSearch();
    await settle();
    fireEvent.click(screen.getByRole("option", { name: "zero trust" }));
    expect(queryField()).toHaveValue("zero trust");
  });
});

describe("given the open search dialog, when a query is typed", () => {
  it("shows 'Searching...' for the 300 ms debounce, then the results", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    type("rag");
    expect(screen.getByRole("status")).toHaveTextContent("Searching...");
    expect(screen.queryAllByRole("option")).toEqual([]);
    await settle(299);
    expect(screen.getByRole("status")).toHaveTextContent("Searching...");
    type("rag ");
    await settle(299);
    // The clock restarts on each keystroke.
    expect(screen.getByRole("status")).toHaveTextContent("Searching...");
    await settle(1);
    expect(screen.queryByText("Searching...")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("2 results");
  });

  it("groups results by type, marks the query, shows prices and at most three tags", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    type("rag");
    await settle(300);
    const serviceGroup = screen.getByRole("group", { name: "Service" });
    const insightGroup = screen.getByRole("group", { name: "Insight" });
    expect(serviceGroup.compareDocumentPosition(insightGroup)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const service = within(serviceGroup).getByRole("option");
    // rag-architecture matches no price rule of spec section 9: $100.
    expect(service).toHaveTextContent("$100");
    expect(within(service).getAllByText("RAG", { selector: "mark" })).toHaveLength(1);
    const insight = within(insightGroup).getByRole("option");
    expect(within(insight).getByText("RAG", { selector: "mark" })).toBeInTheDocument();
    expect(insight).toHaveTextContent("RAGDeliveryGovernance");
    expect(insight).not.toHaveTextContent("Evaluation");
  });

  it("shows 'No results found' and the hint when nothing matches", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    type("quantum annealing");
    await settle(300);
    expect(screen.getByRole("status")).toHaveTextContent(
      "No results foundTry different keywords or filters",
    );
    expect(optionTexts()).toEqual([]);
  });

  it("shows booking cards with the Fast Track badge for an urgent query", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    type("urgent");
    await settle(300);
    const bookings = within(screen.getByRole("group", { name: "Booking" })).getAllByRole("option");
    expect(bookings).toHaveLength(5);
    for (const card of bookings) expect(card).toHaveTextContent("Fast Track");
  });
});

describe("given the persona and challenge chips", () => {
  it("toggles a chip on and off, and one chip per row is active", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    const enterprise = screen.getByRole("button", { name: "Enterprise leader" });
    const technical = screen.getByRole("button", { name: "Technical team" });
    expect(enterprise).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(enterprise);
    expect(enterprise).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(technical);
    expect(enterprise).toHaveAttribute("aria-pressed", "false");
    expect(technical).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(technical);
    expect(technical).toHaveAttribute("aria-pressed", "false");
  });

  it("ranks by the active challenge, and clicking it again clears it back to the quick actions", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    const cost = screen.getByRole("button", { name: "Cost optimization" });
    fireEvent.click(cost);
    await settle(300);
    // ai-cost-optimization is a related service of cost-optimization: +15, first of all.
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("AI Cost Optimization");
    fireEvent.click(cost);
    expect(cost).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("group", { name: "Quick actions" })).toBeInTheDocument();
  });
});
