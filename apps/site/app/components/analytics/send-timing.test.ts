import { createAnalytics } from "@vantreo/consent";
import { describe, expect, it, vi } from "vitest";
import { sendTiming } from "./send-timing";
import { TIMING_LABELS } from "./timing-labels";

function dispatcher(allowed: boolean) {
  const gtag = vi.fn();
  const consent = { allowed };
  const analytics = createAnalytics({
    isAllowed: () => consent.allowed,
    webAnalytics: () => gtag,
    sessionRecorder: () => undefined,
  });
  return { analytics, gtag, consent };
}

describe("sendTiming", () => {
  it("names the three labels of the site as the analytics plan spells them", () => {
    expect(TIMING_LABELS).toEqual({
      leadSubmit: "lead_submit",
      searchIndexLoad: "search_index_load",
      toolComplete: "tool_complete",
    });
  });

  it("sends timing_complete with the label and the duration rounded to whole milliseconds", () => {
    const { analytics, gtag } = dispatcher(true);
    sendTiming(analytics, "search_index_load", 86.6);
    expect(gtag.mock.calls).toEqual([
      ["event", "timing_complete", { name: "search_index_load", value: 87 }],
    ]);
  });

  it("adds what was timed as event_category when one label covers several forms or tools", () => {
    const { analytics, gtag } = dispatcher(true);
    sendTiming(analytics, "lead_submit", 1234.4, "footer");
    expect(gtag.mock.calls).toEqual([
      ["event", "timing_complete", { name: "lead_submit", value: 1234, event_category: "footer" }],
    ]);
  });

  it("sends nothing before analytics consent, and sends once it is given", () => {
    const { analytics, gtag, consent } = dispatcher(false);
    sendTiming(analytics, "tool_complete", 5000, "roi_calculator");
    sendTiming(analytics, "search_index_load", 40);
    expect(gtag).not.toHaveBeenCalled();
    consent.allowed = true;
    sendTiming(analytics, "tool_complete", 5000, "roi_calculator");
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("skips a duration a jumping clock produced, and a page without a dispatcher", () => {
    const { analytics, gtag } = dispatcher(true);
    sendTiming(analytics, "lead_submit", -3, "footer");
    sendTiming(analytics, "lead_submit", Number.NaN, "footer");
    sendTiming(analytics, "search_index_load", Number.POSITIVE_INFINITY);
    expect(gtag).not.toHaveBeenCalled();
    expect(() => sendTiming(null, "lead_submit", 10)).not.toThrow();
  });
});
