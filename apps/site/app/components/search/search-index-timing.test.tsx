// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { buildSearchIndex, serializeIndex } from "@vantreo/search";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../consent/consent-test-harness";
import { createSearchQueryClient } from "./search-query-client";
import { queryField, SEARCH_FIXTURE, stubLayoutApis } from "./search-test-harness";
import { SiteSearchDialog } from "./site-search-dialog";

vi.setConfig({ testTimeout: 30_000 });

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** The index answered after `delayMs` of fake time, or a 503. */
function stubIndex(delayMs: number, status = 200) {
  const body = serializeIndex(buildSearchIndex(SEARCH_FIXTURE));
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(new Response(status === 200 ? body : "", { status })), delayMs),
        ),
    ),
  );
}

function openSearch(choice: "accepted" | null) {
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  const storage = memoryStorage(choice ? storedChoice(choice, Date.now() - 1000) : {});
  renderWithConsent(
    <QueryClientProvider client={createSearchQueryClient()}>
      <SiteSearchDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
    { runtime: testRuntime({ storage }) },
  );
  return () => gtag.mock.calls.filter((call) => call[1] === "timing_complete");
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // performance.now too, so the index's download time is exactly the time the stub waited.
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"],
  });
  stubLayoutApis();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as TagWindow).gtag;
});

describe("the search index download", () => {
  it("is reported as timing_complete search_index_load with its duration in ms", async () => {
    stubIndex(240);
    const timings = openSearch("accepted");
    await advance(1_000);
    expect(timings()).toEqual([
      ["event", "timing_complete", { name: "search_index_load", value: 240 }],
    ]);
  });

  it("is not reported before the visitor agreed to analytics", async () => {
    stubIndex(240);
    const timings = openSearch(null);
    await advance(1_000);
    expect(timings()).toEqual([]);
  });
});

describe("given an index that cannot be loaded", () => {
  it("says search is unavailable instead of 'No results found', and sends no timing", async () => {
    stubIndex(10, 503);
    const timings = openSearch("accepted");
    fireEvent.change(queryField(), { target: { value: "rag" } });
    await advance(60_000);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Search is unavailable right now. Check your connection, then close and reopen search.",
    );
    expect(screen.queryByText("No results found")).toBeNull();
    expect(timings()).toEqual([]);
  });
});
