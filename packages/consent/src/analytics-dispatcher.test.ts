import { describe, expect, it, vi } from "vitest";
import { createAnalytics } from "./analytics-dispatcher";

function setup(options: { allowed?: boolean; recorder?: boolean } = {}) {
  const gtag = vi.fn();
  const clarity = vi.fn();
  let allowed = options.allowed ?? true;
  const analytics = createAnalytics({
    isAllowed: () => allowed,
    webAnalytics: () => gtag,
    sessionRecorder: () => (options.recorder === false ? undefined : clarity),
  });
  return { analytics, gtag, clarity, allow: (value: boolean) => (allowed = value) };
}

describe("createAnalytics: events", () => {
  it("sends a page view with path and title to both functions", () => {
    const { analytics, gtag, clarity } = setup();
    analytics.pageView("/de/services", "Leistungen | Vantreo");
    expect(gtag).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/de/services",
      page_title: "Leistungen | Vantreo",
    });
    expect(clarity).toHaveBeenCalledWith("event", "page_view");
  });

  it("sends cta_click with the button's name", () => {
    const { analytics, gtag } = setup();
    analytics.ctaClick("hero_consultation");
    analytics.ctaClick("footer_consultation");
    expect(gtag.mock.calls).toEqual([
      ["event", "cta_click", { cta: "hero_consultation" }],
      ["event", "cta_click", { cta: "footer_consultation" }],
    ]);
  });

  it("sends a web vital by name with its rounded value and rating", () => {
    const { analytics, gtag } = setup();
    analytics.webVital({ name: "LCP", value: 4123.6 });
    analytics.webVital({ name: "CLS", value: 0.05 });
    expect(gtag.mock.calls).toEqual([
      ["event", "LCP", { value: 4124, metric_rating: "poor", non_interaction: true }],
      ["event", "CLS", { value: 0.05, metric_rating: "good", non_interaction: true }],
    ]);
  });

  it("sends timing_complete with label and rounded duration", () => {
    const { analytics, gtag } = setup();
    analytics.timing("search_index_load", 182.7);
    expect(gtag).toHaveBeenCalledWith("event", "timing_complete", {
      name: "search_index_load",
      value: 183,
    });
  });

  it("sends a non-fatal exception and an error-boundary event", () => {
    const { analytics, gtag } = setup();
    analytics.exception("Chunk load failed");
    analytics.errorBoundary(new TypeError("x is undefined"));
    expect(gtag.mock.calls).toEqual([
      ["event", "exception", { description: "Chunk load failed", fatal: false }],
      ["event", "error_boundary", { description: "x is undefined", fatal: false }],
    ]);
  });

  it("sends a slow resource without its query string", () => {
    const { analytics, gtag } = setup();
    analytics.slowResource("https://cdn.example/font.woff2?token=secret", 1432.2);
    expect(gtag).toHaveBeenCalledWith("event", "slow_resource", {
      resource_name: "https://cdn.example/font.woff2",
      value: 1432,
    });
  });

  it("values conversions and leads with the spec's figures", () => {
    const { analytics, gtag } = setup();
    analytics.conversion("demo_request");
    analytics.lead("booking");
    expect(gtag.mock.calls).toEqual([
      ["event", "demo_request", { value: 500, currency: "USD" }],
      ["event", "generate_lead", { value: 5000, currency: "USD", lead_kind: "booking" }],
    ]);
  });

  it("flags an ROI result over 1,000,000 as high value", () => {
    const { analytics, gtag } = setup();
    analytics.roiResult(1_000_000);
    analytics.roiResult(1_250_000.4);
    expect(gtag.mock.calls).toEqual([
      [
        "event",
        "roi_calculator",
        { value: 200, currency: "USD", roi: 1_000_000, high_value: false },
      ],
      [
        "event",
        "roi_calculator",
        { value: 200, currency: "USD", roi: 1_250_000, high_value: true },
      ],
    ]);
  });
});

describe("createAnalytics: consent and failures", () => {
  it("sends nothing without consent", () => {
    const { analytics, gtag, clarity, allow } = setup({ allowed: false });
    analytics.pageView("/", "Home");
    analytics.conversion("booking");
    analytics.exception("boom");
    expect(gtag).not.toHaveBeenCalled();
    expect(clarity).not.toHaveBeenCalled();
    allow(true);
    analytics.pageView("/", "Home");
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("sends only to the functions that are present", () => {
    const { analytics, gtag } = setup({ recorder: false });
    expect(() => analytics.pageView("/", "Home")).not.toThrow();
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("finds window.gtag and window.clarity when they appear later", () => {
    const analytics = createAnalytics({ isAllowed: () => true });
    expect(() => analytics.ctaClick("hero_consultation")).not.toThrow();
    const win = window as { gtag?: unknown; clarity?: unknown };
    win.gtag = vi.fn();
    win.clarity = vi.fn();
    try {
      analytics.ctaClick("hero_consultation");
      expect(win.gtag).toHaveBeenCalledWith("event", "cta_click", { cta: "hero_consultation" });
      expect(win.clarity).toHaveBeenCalledWith("event", "cta_click");
    } finally {
      delete win.gtag;
      delete win.clarity;
    }
  });

  it("swallows an error thrown by the analytics function and still feeds the recorder", () => {
    const clarity = vi.fn();
    const analytics = createAnalytics({
      isAllowed: () => true,
      webAnalytics: () => () => {
        throw new Error("blocked by an extension");
      },
      sessionRecorder: () => clarity,
    });
    expect(() => analytics.pageView("/", "Home")).not.toThrow();
    expect(clarity).toHaveBeenCalledWith("event", "page_view");
  });

  it("swallows an error thrown by the session recorder", () => {
    const gtag = vi.fn();
    const analytics = createAnalytics({
      isAllowed: () => true,
      webAnalytics: () => gtag,
      sessionRecorder: () => () => {
        throw new Error("recorder crashed");
      },
    });
    expect(() => analytics.exception("x")).not.toThrow();
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});

describe("createAnalytics: leads and web-vitals records", () => {
  it("sends a contact-page lead as contact form 100 and tracks it at 2000", () => {
    const { analytics, gtag } = setup();
    analytics.leadSubmitted("contact", { contactPage: true });
    expect(gtag.mock.calls).toEqual([
      ["event", "contact_form", { value: 100, currency: "USD" }],
      ["event", "generate_lead", { value: 2000, currency: "USD", lead_kind: "contact_form" }],
    ]);
  });

  it("sends a lead captured outside the contact page as one lead capture of 500", () => {
    const { analytics, gtag } = setup();
    analytics.leadSubmitted("contact", { contactPage: false });
    expect(gtag.mock.calls).toEqual([
      ["event", "generate_lead", { value: 500, currency: "USD", lead_kind: "lead_capture" }],
    ]);
  });

  it("sends nothing for a lead without consent", () => {
    const { analytics, gtag } = setup({ allowed: false });
    analytics.leadSubmitted("newsletter", { contactPage: false });
    expect(gtag).not.toHaveBeenCalled();
  });

  it("hands the web-vitals record to the analytics functions as one event", () => {
    const { analytics, gtag, clarity } = setup();
    const record = {
      timestamp: 1,
      url: "https://www.vantreo.com/",
      userAgent: "UA",
      cls: 0.02,
      lcp: 1200,
    };
    analytics.webVitals(record);
    expect(gtag).toHaveBeenCalledWith("event", "web_vitals", { ...record, non_interaction: true });
    expect(clarity).toHaveBeenCalledWith("event", "web_vitals");
  });
});
