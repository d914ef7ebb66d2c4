import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConsentRuntime } from "../consent-runtime";
import { memoryStorage } from "../test-support/memory-storage";
import { resetCookies } from "../test-support/cookie-reset";
import { ConsentProvider } from "./consent-provider";
import { useNewsletterPopup } from "./use-newsletter-popup";

function Popup() {
  const { open, trigger, succeed, close } = useNewsletterPopup({ isMobile: () => false });
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Newsletter">
      <p>Shown by {trigger}</p>
      <button onClick={succeed}>Subscribe</button>
      <button onClick={close}>Close</button>
    </div>
  );
}

function runtime(consent: "accepted" | "declined") {
  const storage = memoryStorage({
    cookieConsent: JSON.stringify({ cookieConsent: consent, timestamp: Date.now() - 1000 }),
  });
  return createConsentRuntime({
    storage,
    sessionStorage: memoryStorage(),
    navigator: {},
    gtag: () => {},
    trackSlowResources: false,
  });
}

describe("useNewsletterPopup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetCookies(document);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("opens 10 seconds after load with marketing consent and closes 2 s after success", () => {
    render(
      <ConsentProvider runtime={runtime("accepted")}>
        <Popup />
      </ConsentProvider>,
    );
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Shown by timer")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays hidden without marketing consent", () => {
    render(
      <ConsentProvider runtime={runtime("declined")}>
        <Popup />
      </ConsentProvider>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    act(() => {
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("arms itself when the visitor accepts during the visit", () => {
    const consent = runtime("declined");
    render(
      <ConsentProvider runtime={consent}>
        <Popup />
      </ConsentProvider>,
    );
    act(() => consent.manager.acceptAll());
    act(() => {
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null }));
    });
    expect(screen.getByText("Shown by exit-intent")).toBeTruthy();
  });
});
