// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  memoryStorage,
  renderWithConsent,
  storedChoice,
  testRuntime,
} from "../consent/consent-test-harness";
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

function Page({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Link to="/services">Services</Link>
      <a href="https://cal.example.test" data-cta="hero_consultation">
        <span>Book a consultation</span>
      </a>
      <a href="https://cal.example.test/footer" data-cta="footer_consultation">
        Footer consultation
      </a>
      <a href="/contact" data-cta="sidebar">
        Other
      </a>
    </>
  );
}

const routes = [
  { path: "/", element: <Page title="Home | Vantreo Data & AI" /> },
  { path: "/services", element: <Page title="Services | Vantreo Data & AI" /> },
];

function setup(consent: "accepted" | null) {
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  const storage = memoryStorage(consent ? storedChoice(consent, Date.now() - 1000) : {});
  const runtime = testRuntime({ storage });
  renderWithConsent(<RouteAnalytics />, { runtime, routes });
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
      fireEvent.click(screen.getByRole("link", { name: "Services" }));
      window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom"), message: "boom" }));
      await flush();
      expect(events()).toEqual([]);
      expect(vitals.callbacks.size).toBe(0);
    });
  });

  describe("once analytics consent is given", () => {
    it("reports the landing page when the visitor accepts on it, then every route change", async () => {
      const { runtime, events } = setup(null);
      await flush();
      act(() => runtime.manager.acceptAll());
      await flush();
      expect(events("page_view")).toEqual([
        ["event", "page_view", { page_path: "/", page_title: "Home | Vantreo Data & AI" }],
      ]);
      fireEvent.click(screen.getByRole("link", { name: "Services" }));
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
        ["event", "CLS", { value: 50, metric_rating: "good", non_interaction: true }],
      ]);
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
