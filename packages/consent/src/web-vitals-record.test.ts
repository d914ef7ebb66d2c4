import { describe, expect, it, vi } from "vitest";
import { createWebVitalsCollector, type WebVitalsRecord } from "./web-vitals-record";

const PAGE = {
  url: "https://www.vantreo.com/de/services?utm_source=mail#top",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  now: () => 1_760_000_000_000,
};

describe("createWebVitalsCollector", () => {
  it("given no metric yet, has no record and sends nothing", () => {
    const collector = createWebVitalsCollector(PAGE);
    const send = vi.fn();
    expect(collector.record()).toBeNull();
    collector.flush(send);
    expect(send).not.toHaveBeenCalled();
  });

  it("assembles the record of spec section 3 from the library's callbacks", () => {
    const collector = createWebVitalsCollector(PAGE);
    collector.add({ name: "TTFB", value: 212.4 });
    collector.add({ name: "FCP", value: 1034.6 });
    collector.add({ name: "LCP", value: 2511.2 });
    collector.add({ name: "CLS", value: 0.04 });
    collector.add({ name: "CLS", value: 0.0834 });
    collector.add({ name: "INP", value: 96 });
    expect(collector.record()).toEqual<WebVitalsRecord>({
      timestamp: 1_760_000_000_000,
      url: "https://www.vantreo.com/de/services",
      userAgent: PAGE.userAgent,
      cls: 0.083,
      fcp: 1035,
      inp: 96,
      lcp: 2511,
      ttfb: 212,
    });
  });

  it("leaves out a metric the browser never reported (INP without an interaction)", () => {
    const collector = createWebVitalsCollector(PAGE);
    collector.add({ name: "LCP", value: 900 });
    collector.add({ name: "INP", value: Number.NaN });
    const record = collector.record();
    expect(record).toMatchObject({ lcp: 900 });
    expect(record && "inp" in record).toBe(false);
  });

  it("when flushed repeatedly (each time the page is hidden), sends the record once", () => {
    const collector = createWebVitalsCollector(PAGE);
    const send = vi.fn();
    collector.add({ name: "FCP", value: 800 });
    collector.flush(send);
    collector.add({ name: "CLS", value: 0.3 });
    collector.flush(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ fcp: 800 });
  });
});
