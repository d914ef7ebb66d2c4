// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
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
  vi.restoreAllMocks();
});

const type = (text: string) => fireEvent.change(queryField(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(queryField(), { key });
const path = () => screen.getByTestId("path").textContent;
const reopen = async () => {
  fireEvent.click(screen.getByRole("button", { name: "open search" }));
  await settle();
};

async function searchFor(query: string) {
  type(query);
  await settle(300);
}

describe("given results in the open search dialog", () => {
  it("selecting one navigates to its page, closes the dialog and clears the query", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    await searchFor("rag");
    fireEvent.click(screen.getByRole("option", { name: /RAG Architecture/ }));
    await settle();
    expect(path()).toBe("/services/rag-architecture");
    expect(screen.queryByRole("dialog")).toBeNull();
    await reopen();
    expect(queryField()).toHaveValue("");
    // The query is remembered among the recent searches.
    expect(screen.getByRole("group", { name: "Recent searches" })).toHaveTextContent("rag");
  });

  it("moves with the arrow keys and opens the selected result with Enter", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    await searchFor("rag");
    expect(optionTexts()[0]).toMatch(/^RAG Architecture/);
    expect(screen.getByRole("option", { selected: true })).toHaveTextContent("RAG Architecture");
    press("ArrowDown");
    expect(screen.getByRole("option", { selected: true })).toHaveTextContent(
      "Why RAG projects stall",
    );
    press("Enter");
    await settle();
    expect(path()).toBe("/insights/why-rag-projects-stall");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a booking card opens its scheduling page in a new tab with utm_source and utm_service", async () => {
    stubIndexFetch();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderSearch();
    await settle();
    await searchFor("workshop");
    fireEvent.click(screen.getByRole("option", { name: /Half-day workshop/ }));
    expect(open).toHaveBeenCalledWith(
      "https://cal.vantreo.com/workshop-half-day?utm_source=search&utm_service=workshop",
      "_blank",
      "noopener,noreferrer",
    );
    expect(path()).toBe("/");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a quick-action booking option opens its scheduling page too", async () => {
    stubIndexFetch();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderSearch();
    await settle();
    fireEvent.click(screen.getByRole("option", { name: /15-minute discovery call/ }));
    expect(open).toHaveBeenCalledWith(
      "https://cal.vantreo.com/discovery-15?utm_source=search&utm_service=discovery",
      "_blank",
      "noopener,noreferrer",
    );
  });
});

describe("given the open search dialog", () => {
  it("closes on Escape", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    press("Escape");
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on the close button", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a click outside", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    const overlay = document.querySelector("[data-slot=dialog-overlay]");
    expect(overlay).not.toBeNull();
    // A whole click: Radix waits for the click that follows the pointer press.
    fireEvent.pointerDown(overlay as Element);
    fireEvent.pointerUp(overlay as Element);
    fireEvent.click(overlay as Element);
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the query, its results and the chosen chip when closed with Escape and reopened", async () => {
    stubIndexFetch();
    renderSearch();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Technical team" }));
    await searchFor("rag");
    const before = optionTexts();
    expect(before[0]).toMatch(/^RAG Architecture/);
    press("Escape");
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    await reopen();
    expect(queryField()).toHaveValue("rag");
    expect(screen.getByRole("button", { name: "Technical team" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(optionTexts()).toEqual(before);
  });

  it("fetches the index on the first open only, and again once it is older than 5 minutes", async () => {
    const fetchIndex = stubIndexFetch();
    renderSearch();
    await settle();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    press("Escape");
    await settle(60_000);
    await reopen();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    press("Escape");
    // Spec section 7: stale after 5 minutes.
    await settle(4 * 60_000 + 1);
    await reopen();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});

describe("given a German or Arabic page", () => {
  it("finds a German title with a German query and shows the German interface", async () => {
    stubIndexFetch();
    renderSearch({ path: "/de", locale: "de" });
    await settle();
    expect(queryField()).toHaveAttribute(
      "placeholder",
      "Leistungen, Fachbeiträge, Fallstudien durchsuchen …",
    );
    await searchFor("architektur");
    expect(screen.getByRole("group", { name: "Leistung" })).toHaveTextContent("RAG-Architektur");
    expect(screen.getByText("Architektur", { selector: "mark" })).toBeInTheDocument();
  });

  it("finds an Arabic title with an Arabic query and opens the service page", async () => {
    stubIndexFetch();
    renderSearch({ path: "/ar", locale: "ar" });
    await settle();
    await searchFor("الاسترجاع");
    const result = screen.getByRole("option", { name: /بنية التوليد المعزّز بالاسترجاع/ });
    expect(screen.getByText("الاسترجاع", { selector: "mark" })).toBeInTheDocument();
    fireEvent.click(result);
    await settle();
    // Service pages exist in English only (spec section 2): no fallback to the Arabic home.
    expect(path()).toBe("/services/rag-architecture");
  });

  it("a popular page with an Arabic version opens in Arabic", async () => {
    stubIndexFetch();
    renderSearch({ path: "/ar", locale: "ar" });
    await settle();
    fireEvent.click(screen.getByRole("option", { name: "تصفّحوا جميع الخدمات" }));
    await settle();
    expect(path()).toBe("/ar/services");
  });
});
