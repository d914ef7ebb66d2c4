// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

// The hook reaches the page's shared runtime; each test loads a fresh copy of the modules.
async function renderBoundaryReport(error: unknown, notFound = false) {
  vi.resetModules();
  const { useReportRenderError } = await import("./use-report-render-error");
  function Report() {
    useReportRenderError(error, notFound);
    return null;
  }
  const gtag = vi.fn();
  (window as TagWindow).gtag = gtag;
  render(<Report />);
  return gtag.mock.calls.filter((call) => call[0] === "event");
}

describe("useReportRenderError", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    delete (window as TagWindow).gtag;
  });

  it("sends the error_boundary event when the stored choice allows analytics", async () => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ cookieConsent: "accepted", timestamp: Date.now() - 1000 }),
    );
    expect(await renderBoundaryReport(new Error("Cannot read the catalogue"))).toEqual([
      ["event", "error_boundary", { description: "Cannot read the catalogue", fatal: false }],
    ]);
  });

  it("does not report a not-found answer", async () => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ cookieConsent: "accepted", timestamp: Date.now() - 1000 }),
    );
    const answer = { status: 404, statusText: "Not Found", internal: true, data: null };
    expect(await renderBoundaryReport(answer, true)).toEqual([]);
  });

  it("sends nothing without analytics consent", async () => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ cookieConsent: "declined", timestamp: Date.now() - 1000 }),
    );
    expect(await renderBoundaryReport(new Error("Cannot read the catalogue"))).toEqual([]);
  });
});
