// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useLayoutEffect, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../consent/consent-test-harness";
import { bookingUrl, siteConfig } from "../../config/site-config";
import { useLocation, useNavigate } from "../../navigation";
import { RouteAnalytics } from "./route-analytics";

type VitalCallback = (metric: { name: string; value: number }) => void;
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (m: unknown) => void>() }));
vi.mock("web-vitals", () => {
  const observe = (name: string) => (callback: (m: unknown) => void) =>
    void vitals.callbacks.set(name, callback);
  return {
    onCLS: observe("CLS"),
    onFCP: observe("FCP"),
    onINP: observe("INP"),
    onLCP: observe("LCP"),
    onTTFB: observe("TTFB"),
  };
});

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

// Goes to the services page through the page's navigator (in memory here).
function ToServices() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate("/services")}>
      Services
    </button>
  );
}

function Page({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <ToServices />
      <a href="https://cal.example.test" data-cta="hero_consultation">
        <span>Book a consultation</span>
      </a>
      <a href="https://cal.example.test/footer" data-cta="footer_consultation">
        Footer consultation
      </a>
      <a href="/contact" data-cta="sidebar">
        Other
      </a>
      <a href={bookingUrl("deep-dive-60", "menu")}>Deep dive</a>
      <a href={siteConfig.checkoutUrl("mlops-discovery")}>Buy for $5,000</a>
      <a href="/reports/ai-roi-measurement-report-2025.pdf" download data-conversion="whitepaper">
        Download PDF Report
      </a>
    </>
  );
}

const PAGES: Record<string, ReactNode> = {
  "/": <Page title="Home | Vantreo Data & AI" />,
  "/compare/ibm-alternative": <ToServices />,
  "/de": <ToServices />,
  "/services": <Page title="Services | Vantreo Data & AI" />,
};

/** The page at the current location. */
function Pages() {
  return PAGES[useLocation().pathname] ?? null;
}

function setup(consent: "accepted" | null, path = "/") {
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  const storage = memoryStorage(consent ? storedChoice(consent, Date.now() - 1000) : {});
  const runtime = testRuntime({ storage });
  renderWithConsent(<RouteAnalytics />, { runtime, page: <Pages />, path });
  const events = (name?: string) =>
    gtag.mock.calls.filter((call) => call[0] === "event" && (!name || call[1] === name));
  return { runtime, gtag, events };
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe("RouteAnalytics", () => {
  beforeEach(() => vitals.callbacks.clear());
  afterEach(() => {
    cleanup();
    delete (window as TagWindow).gtag;
  });

  describe("before consent", () => {
    it("sends no event at all, whatever the visitor does", async () => {
      const { events } = setup(null);
      await flush();
      fireEvent.click(screen.getByText("Book a consultation"));
      fireEvent.click(screen.getByRole("button", { name: "Services" }));
      window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom"), message: "boom" }));
      await flush();
      expect(events()).toEqual([]);
      expect(vitals.callbacks.size).toBe(0);
    });
  });

  describe("once analytics consent is given", () => {
    it("reports the landing page when the visitor accepts on it, then every new page", async () => {
      const { runtime, events } = setup(null);
      await flush();
      act(() => runtime.manager.acceptAll());
      await flush();
      expect(events("page_view")).toEqual([
        ["event", "page_view", { page_path: "/", page_title: "Home | Vantreo Data & AI" }],
      ]);
      fireEvent.click(screen.getByRole("button", { name: "Services" }));
      await flush();
      expect(events("page_view")[1]).toEqual([
        "event",
        "page_view",
        { page_path: "/services", page_title: "Services | Vantreo Data & AI" },
      ]);
    });

    it("sends cta_click for the hero and footer consultation buttons only", async () => {
      const { events } = setup("accepted");
      await flush();
      fireEvent.click(screen.getByText("Book a consultation"));
      fireEvent.click(screen.getByText("Footer consultation"));
      fireEvent.click(screen.getByText("Other"));
      expect(events("cta_click")).toEqual([
        ["event", "cta_click", { cta: "hero_consultation" }],
        ["event", "cta_click", { cta: "footer_consultation" }],
      ]);
    });

    it("reports web vitals from the web-vitals library, rated by the spec's thresholds", async () => {
      const { events } = setup("accepted");
      await flush();
      expect([...vitals.callbacks.keys()].sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
      (vitals.callbacks.get("LCP") as VitalCallback)({ name: "LCP", value: 2600.4 });
      (vitals.callbacks.get("CLS") as VitalCallback)({ name: "CLS", value: 0.05 });
      expect(events("LCP")).toEqual([
        [
          "event",
          "LCP",
          { value: 2600, metric_rating: "needs-improvement", non_interaction: true },
        ],
      ]);
      expect(events("CLS")).toEqual([
        ["event", "CLS", { value: 0.05, metric_rating: "good", non_interaction: true }],
      ]);
    });

    it("assembles the page view's web-vitals record and sends it once, when the page is hidden", async () => {
      const { events } = setup("accepted");
      await flush();
      (vitals.callbacks.get("TTFB") as VitalCallback)({ name: "TTFB", value: 180.2 });
      (vitals.callbacks.get("LCP") as VitalCallback)({ name: "LCP", value: 1900.6 });
      (vitals.callbacks.get("CLS") as VitalCallback)({ name: "CLS", value: 0.1234 });
      expect(events("web_vitals")).toEqual([]);
      const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      try {
        document.dispatchEvent(new Event("visibilitychange"));
        document.dispatchEvent(new Event("visibilitychange"));
      } finally {
        hidden.mockRestore();
      }
      // Earlier tests' page loads keep their own listeners (web-vitals cannot be unregistered);
      // this page's record is the one with its TTFB.
      const records = events("web_vitals").filter(
        (call) => (call[2] as { ttfb?: number }).ttfb === 180,
      );
      expect(records).toEqual([
        [
          "event",
          "web_vitals",
          {
            timestamp: expect.any(Number),
            url: `${location.origin}${location.pathname}`,
            userAgent: navigator.userAgent,
            ttfb: 180,
            lcp: 1901,
            cls: 0.123,
            non_interaction: true,
          },
        ],
      ]);
    });

    it("counts no booking for a click on a scheduling or checkout link", async () => {
      const { events } = setup("accepted");
      await flush();
      fireEvent.click(screen.getByText("Deep dive"));
      fireEvent.click(screen.getByText("Buy for $5,000"));
      expect(events("booking")).toEqual([]);
      expect(events("generate_lead")).toEqual([]);
    });

    it("sends the booking (1000, tracked at 5000) on the booking-confirmed page once: a reload sends nothing", async () => {
      localStorage.clear();
      const first = setup("accepted", "/de/booking-confirmed?uid=bk-1");
      // The confirmation pages load their conversion code on demand: wait for it.
      await vi.waitFor(() =>
        expect(first.events("booking")).toEqual([
          ["event", "booking", { value: 1000, currency: "USD" }],
        ]),
      );
      expect(first.events("generate_lead")).toEqual([
        ["event", "generate_lead", { value: 5000, currency: "USD", lead_kind: "booking" }],
      ]);
      cleanup();
      const reload = setup("accepted", "/de/booking-confirmed?uid=bk-1");
      await flush();
      await flush();
      expect(reload.events("booking")).toEqual([]);
    });

    it("sends the purchase at the catalogue's price on the payment-success page, once", async () => {
      localStorage.clear();
      const prices = document.createElement("div");
      prices.setAttribute("data-checkout-prices", JSON.stringify({ "mlops-discovery": 5000 }));
      document.body.append(prices);
      const { events } = setup(
        "accepted",
        "/payment-success?product=mlops-discovery&session_id=cs_test_9",
      );
      await vi.waitFor(() =>
        expect(events("purchase")).toEqual([
          [
            "event",
            "purchase",
            {
              transaction_id: "cs_test_9",
              currency: "USD",
              value: 5000,
              items: [{ item_id: "mlops-discovery" }],
            },
          ],
        ]),
      );
      prices.remove();
    });

    it("sends the conversion a download link is marked with", async () => {
      const { events } = setup("accepted");
      await flush();
      fireEvent.click(screen.getByText("Download PDF Report"));
      expect(events("whitepaper")).toEqual([
        ["event", "whitepaper", { value: 75, currency: "USD" }],
      ]);
    });

    it("counts a page with fixed-price checkout links as a pricing view, once", async () => {
      const { events } = setup("accepted");
      await flush();
      await flush();
      expect(events("pricing_view")).toEqual([
        ["event", "pricing_view", { value: 300, currency: "USD" }],
      ]);
      expect(events("comparison_view")).toEqual([]);
    });

    it("counts a compare page as a comparison view, and a page without prices as none", async () => {
      const { events } = setup("accepted", "/compare/ibm-alternative");
      await flush();
      expect(events("comparison_view")).toEqual([
        ["event", "comparison_view", { value: 150, currency: "USD" }],
      ]);
      expect(events("pricing_view")).toEqual([]);
      expect(events("service_view")).toEqual([]);
    });

    it("reports uncaught errors and unhandled rejections as non-fatal exceptions", async () => {
      const { events } = setup("accepted");
      await flush();
      window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom"), message: "boom" }));
      window.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
      const rejection = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.defineProperty(rejection, "reason", { value: new Error("lost request") });
      window.dispatchEvent(rejection);
      expect(events("exception")).toEqual([
        ["event", "exception", { description: "boom", fatal: false }],
        ["event", "exception", { description: "lost request", fatal: false }],
      ]);
    });
  });
});
