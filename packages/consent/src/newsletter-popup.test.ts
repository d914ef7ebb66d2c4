import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNewsletterPopup, type PopupTrigger } from "./newsletter-popup";
import { resetCookies } from "./test-support/cookie-reset";

const NOW = Date.UTC(2026, 5, 1, 8, 0, 0);
const FOURTEEN_DAYS = 14 * 24 * 60 * 60 * 1000;
const DESKTOP = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36",
};
const IPHONE = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
};

// Every controller of a test is stopped after it, or its listeners would fire in the next one.
const controllers: { stop(): void }[] = [];

function popup(options: { consent?: boolean; navigator?: { userAgent: string } } = {}) {
  const shown: PopupTrigger[] = [];
  const onClose = vi.fn();
  const controller = createNewsletterPopup({
    hasMarketingConsent: () => options.consent ?? true,
    onShow: (trigger) => shown.push(trigger),
    onClose,
    navigator: options.navigator ?? DESKTOP,
  });
  controllers.push(controller);
  return { controller, shown, onClose };
}

function scrollTo(fraction: number): void {
  // 1768 px of content in a 768 px viewport: 1000 px of scrollable distance.
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: 1768,
    configurable: true,
  });
  Object.defineProperty(window, "innerHeight", { value: 768, configurable: true });
  Object.defineProperty(window, "scrollY", { value: fraction * 1000, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

function mouseLeaves(clientY: number, relatedTarget: EventTarget | null = null): void {
  document.dispatchEvent(new MouseEvent("mouseout", { clientY, relatedTarget, bubbles: true }));
}

describe("createNewsletterPopup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    resetCookies(document);
  });
  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.stop();
    vi.useRealTimers();
    scrollTo(0);
  });

  it("shows 10 seconds after load, not a millisecond earlier", () => {
    const { controller, shown } = popup();
    controller.start();
    vi.advanceTimersByTime(9999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(["timer"]);
    expect(controller.isOpen()).toBe(true);
  });

  it("shows at 60 percent scroll, not at 59", () => {
    const { controller, shown } = popup();
    controller.start();
    scrollTo(0.59);
    expect(shown).toEqual([]);
    scrollTo(0.6);
    expect(shown).toEqual(["scroll"]);
  });

  it("shows when the mouse leaves through the top of the window", () => {
    const { controller, shown } = popup();
    controller.start();
    mouseLeaves(0);
    expect(shown).toEqual(["exit-intent"]);
  });

  it("ignores the mouse leaving through a side, or moving onto another element", () => {
    const { controller, shown } = popup();
    controller.start();
    mouseLeaves(300);
    mouseLeaves(0, document.body);
    expect(shown).toEqual([]);
  });

  it("has no exit intent on a mobile device, but still the timer", () => {
    const { controller, shown } = popup({ navigator: IPHONE });
    controller.start();
    mouseLeaves(0);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(["timer"]);
  });

  it("never shows without marketing consent", () => {
    const { controller, shown } = popup({ consent: false });
    controller.start();
    scrollTo(0.9);
    mouseLeaves(0);
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([]);
    expect(document.cookie).toBe("");
  });

  it("shows once, whichever trigger comes first", () => {
    const { controller, shown } = popup();
    controller.start();
    scrollTo(0.7);
    mouseLeaves(0);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(["scroll"]);
  });

  it("sets a cookie that lasts 14 days when it shows", () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      const { controller } = popup();
      controller.start();
      vi.advanceTimersByTime(10_000);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toEqual([
      `newsletter_popup_shown=${NOW + 10_000}; path=/; max-age=1209600; SameSite=Lax`,
    ]);
  });

  it("stays away while its cookie is one millisecond short of 14 days old", () => {
    document.cookie = `newsletter_popup_shown=${NOW - (FOURTEEN_DAYS - 1)}; path=/`;
    const { controller, shown } = popup();
    controller.start();
    vi.advanceTimersByTime(10_000);
    scrollTo(0.9);
    mouseLeaves(0);
    expect(shown).toEqual([]);
  });

  it("shows again once the cookie is 14 days old", () => {
    document.cookie = `newsletter_popup_shown=${NOW - FOURTEEN_DAYS}; path=/`;
    const { controller, shown } = popup();
    controller.start();
    mouseLeaves(0);
    expect(shown).toEqual(["exit-intent"]);
  });

  it("does not show on the next page load within 14 days", () => {
    popup().controller.start();
    vi.advanceTimersByTime(10_000);
    const nextPage = popup();
    nextPage.controller.start();
    vi.advanceTimersByTime(10_000);
    expect(nextPage.shown).toEqual([]);
  });

  it("closes 2 seconds after a successful signup", () => {
    const { controller, onClose } = popup();
    controller.start();
    mouseLeaves(0);
    controller.succeed();
    vi.advanceTimersByTime(1999);
    expect(controller.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.isOpen()).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("disarms every trigger on stop", () => {
    const { controller, shown } = popup();
    controller.start();
    controller.stop();
    scrollTo(0.9);
    mouseLeaves(0);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([]);
  });

  it("counts the 10 seconds from the window's load event when the page is still loading", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      const { controller, shown } = popup();
      controller.start();
      vi.advanceTimersByTime(15_000);
      expect(shown).toEqual([]);
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(10_000);
      expect(shown).toEqual(["timer"]);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });
});
