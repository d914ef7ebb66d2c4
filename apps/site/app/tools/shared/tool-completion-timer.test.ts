import { createAnalytics } from "@vantreo/consent";
import { describe, expect, it, vi } from "vitest";
import { createToolCompletionTimer } from "./tool-completion-timer";

function setup(allowed = true) {
  const gtag = vi.fn();
  const consent = { allowed };
  const analytics = createAnalytics({
    isAllowed: () => consent.allowed,
    webAnalytics: () => gtag,
    sessionRecorder: () => undefined,
  });
  let clock = 10_000;
  const timer = createToolCompletionTimer("roi_calculator", analytics, () => clock);
  const wait = (ms: number) => (clock += ms);
  const sent = () => gtag.mock.calls.map((call) => call[2]);
  return { timer, wait, sent, consent };
}

describe("the tool completion timer", () => {
  it("sends tool_complete with the time from the first input to the result", () => {
    const { timer, wait, sent } = setup();
    timer.input(); // 10,000
    wait(4_000);
    timer.input(); // a second change does not restart the run
    wait(2_500.4);
    timer.result(); // 16,500.4 − 10,000 = 6,500.4 → 6,500
    expect(sent()).toEqual([
      { name: "tool_complete", value: 6_500, event_category: "roi_calculator" },
    ]);
  });

  it("sends nothing for a result nobody worked for (a shared link), nor twice for one run", () => {
    const { timer, wait, sent } = setup();
    timer.result();
    timer.input();
    wait(1_000);
    timer.result();
    timer.result();
    expect(sent()).toEqual([
      { name: "tool_complete", value: 1_000, event_category: "roi_calculator" },
    ]);
  });

  it("times the next run from the first input after a result", () => {
    const { timer, wait, sent } = setup();
    timer.input();
    wait(1_000);
    timer.result();
    wait(60_000); // reading the result is not part of the next run
    timer.input();
    wait(3_000);
    timer.result();
    expect(sent().map((params) => (params as { value: number }).value)).toEqual([1_000, 3_000]);
  });

  it("sends nothing without analytics consent", () => {
    const { timer, wait, sent } = setup(false);
    timer.input();
    wait(2_000);
    timer.result();
    expect(sent()).toEqual([]);
  });
});
