import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsentRuntimeOptions } from "../consent-runtime";
import { memoryStorage } from "../test-support/memory-storage";
import { ConsentProvider } from "./consent-provider";
import { useAnalytics } from "./use-analytics";
import { useConsent } from "./use-consent";

const NOW = Date.UTC(2026, 3, 20, 10, 0, 0);

function Banner() {
  const { state, acceptAll, declineAll, allows } = useConsent();
  const analytics = useAnalytics();
  if (state.notice === "gpc") return <p>Your browser asked us not to track you; we declined.</p>;
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      <p data-testid="marketing">{allows("marketing") ? "marketing on" : "marketing off"}</p>
      <button onClick={() => analytics.ctaClick("hero_consultation")}>Book</button>
      {state.showBanner ? (
        <div role="dialog" aria-label="Cookie consent">
          <button onClick={acceptAll}>Accept</button>
          <button onClick={declineAll}>Decline</button>
        </div>
      ) : null}
    </div>
  );
}

function options(extra: Partial<ConsentRuntimeOptions> = {}): ConsentRuntimeOptions {
  return {
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    navigator: {},
    now: () => NOW,
    gtag: vi.fn(),
    trackSlowResources: false,
    ...extra,
  };
}

describe("ConsentProvider", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("prerenders without a banner and without touching storage", () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, "getItem");
    const html = renderToString(
      <ConsentProvider options={options({ storage })}>
        <Banner />
      </ConsentProvider>,
    );
    expect(html).toContain("unknown");
    expect(html).not.toContain("Cookie consent");
    expect(getItem).not.toHaveBeenCalled();
  });

  it("shows the banner on a first visit and hides it after Accept", () => {
    const storage = memoryStorage();
    render(
      <ConsentProvider options={options({ storage })}>
        <Banner />
      </ConsentProvider>,
    );
    expect(screen.getByRole("dialog", { name: "Cookie consent" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("status").textContent).toBe("accepted");
    expect(screen.getByTestId("marketing").textContent).toBe("marketing on");
    expect(JSON.parse(storage.getItem("cookieConsent")!).cookieConsent).toBe("accepted");
  });

  it("re-accepts a stored choice without showing the banner", () => {
    const storage = memoryStorage({
      cookieConsent: JSON.stringify({ cookieConsent: "accepted", timestamp: NOW - 86_400_000 }),
    });
    render(
      <ConsentProvider options={options({ storage })}>
        <Banner />
      </ConsentProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("status").textContent).toBe("accepted");
  });

  it("shows the GPC notice instead of the banner", () => {
    render(
      <ConsentProvider options={options({ navigator: { globalPrivacyControl: true } })}>
        <Banner />
      </ConsentProvider>,
    );
    expect(screen.getByText("Your browser asked us not to track you; we declined.")).toBeTruthy();
  });

  it("sends the Consent Mode update when the visitor declines", () => {
    const gtag = vi.fn();
    render(
      <ConsentProvider options={options({ gtag })}>
        <Banner />
      </ConsentProvider>,
    );
    act(() => fireEvent.click(screen.getByRole("button", { name: "Decline" })));
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["default", "update"]);
    expect(gtag.mock.calls[1]?.[2]).toMatchObject({
      ad_storage: "denied",
      analytics_storage: "denied",
    });
  });

  it("gives components an analytics dispatcher that waits for consent", () => {
    const webAnalytics = vi.fn();
    (window as { gtag?: unknown }).gtag = webAnalytics;
    try {
      render(
        <ConsentProvider options={options()}>
          <Banner />
        </ConsentProvider>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Book" }));
      expect(webAnalytics).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole("button", { name: "Accept" }));
      fireEvent.click(screen.getByRole("button", { name: "Book" }));
      expect(webAnalytics).toHaveBeenCalledWith("event", "cta_click", { cta: "hero_consultation" });
    } finally {
      delete (window as { gtag?: unknown }).gtag;
    }
  });

  it("explains itself when a hook is used outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Banner />)).toThrow("need a <ConsentProvider>");
  });
});
