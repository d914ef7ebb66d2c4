// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../../components/consent/consent-test-harness";
import { TrustAssessment } from "../trust/trust-assessment";

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

function score(factor: string, value: 1 | 2 | 3) {
  const group = screen.getByRole("group", { name: new RegExp(factor) });
  fireEvent.click(within(group).getByRole("radio", { name: new RegExp(`^${value} — `) }));
}

function renderTrust(choice: "accepted" | null) {
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  const storage = memoryStorage(choice ? storedChoice(choice, Date.now() - 1000) : {});
  renderWithConsent(<TrustAssessment />, { runtime: testRuntime({ storage }) });
  return () => gtag.mock.calls.filter((call) => call[1] === "timing_complete").map((c) => c[2]);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/trust-assessment");
  vi.useFakeTimers({ toFake: ["performance", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (window as TagWindow).gtag;
});

describe("the trust assessment's tool_complete timing", { timeout: 30_000 }, () => {
  it("runs from the first score to the band, and not again when a score changes afterwards", () => {
    const timings = renderTrust("accepted");
    score("Transparency", 2);
    vi.advanceTimersByTime(20_000);
    score("Reliability", 3);
    score("Accountability", 2);
    vi.advanceTimersByTime(25_000);
    expect(timings()).toEqual([]);
    score("Data protection and security", 2);
    expect(screen.getByTestId("trust-band")).toBeInTheDocument();
    expect(timings()).toEqual([
      { name: "tool_complete", value: 45_000, event_category: "trust_assessment" },
    ]);
    score("Reliability", 2);
    expect(timings()).toHaveLength(1);
  });

  it("is not sent before the visitor agreed to analytics", () => {
    const timings = renderTrust(null);
    for (const factor of ["Transparency", "Reliability", "Accountability", "Data protection"]) {
      score(factor, 2);
    }
    expect(screen.getByTestId("trust-band")).toBeInTheDocument();
    expect(timings()).toEqual([]);
  });
});
