import {
  resolveDocument,
  resolveNavigator,
  resolveNow,
  resolveTimers,
  resolveWindow,
  type BrowserEnv,
} from "./browser-env";
import { readCookie, writeCookie } from "./cookies";
import { isMobileDevice } from "./is-mobile-device";
import { scrollFraction } from "./scroll-depth";

/** Spec section 9: the popup shows 10 s after load… */
export const POPUP_DELAY_MS = 10_000;
/** …or at 60 percent scroll… */
export const POPUP_SCROLL_FRACTION = 0.6;
/** …and its cookie suppresses it for 14 days… */
export const POPUP_SUPPRESS_MS = 14 * 24 * 60 * 60 * 1000;
/** …and a successful signup closes it after 2 s. */
export const POPUP_SUCCESS_CLOSE_MS = 2000;
/** The cookie holding when the popup last showed (ms since the epoch). */
export const POPUP_COOKIE_NAME = "newsletter_popup_shown";

/** What made the popup show. */
export type PopupTrigger = "timer" | "scroll" | "exit-intent";

/** Options of {@link createNewsletterPopup}. */
export type NewsletterPopupOptions = BrowserEnv & {
  /** Spec section 6: the popup runs only with marketing consent; checked at every trigger. */
  hasMarketingConsent(): boolean;
  onShow(trigger: PopupTrigger): void;
  onClose?(): void;
  /** Defaults to {@link isMobileDevice}; exit intent is off on mobile devices. */
  isMobile?(): boolean;
};

/** The newsletter popup's policy, apart from how it looks. */
export interface NewsletterPopupController {
  /** Arms the three triggers unless the cookie suppresses the popup. */
  start(): void;
  /** Disarms the triggers and cancels pending timers. */
  stop(): void;
  /** Call after a successful signup: the popup closes 2 s later. */
  succeed(): void;
  /** Closes the popup now. */
  close(): void;
  isOpen(): boolean;
}

/** True while the popup cookie is younger than 14 days. */
export function isPopupSuppressed(document: Document, now: number): boolean {
  const value = readCookie(document, POPUP_COOKIE_NAME);
  if (value === null) return false;
  const shownAt = Number(value);
  // A cookie we cannot date was still set on purpose; the browser expires it on its own.
  if (!Number.isFinite(shownAt)) return true;
  return now - shownAt < POPUP_SUPPRESS_MS;
}

/**
 * Creates the newsletter popup controller of spec section 4: it shows once, on the first of
 * 10 s after load, 60 % scroll, or the mouse leaving through the top of the window (not on
 * mobile), and writes a cookie that keeps it away for 14 days.
 */
export function createNewsletterPopup(options: NewsletterPopupOptions): NewsletterPopupController {
  let armed = false;
  let shown = false;
  let open = false;
  const cleanups: (() => void)[] = [];

  function stop(): void {
    armed = false;
    for (const cleanup of cleanups.splice(0)) cleanup();
  }

  function close(): void {
    if (!open) return;
    open = false;
    options.onClose?.();
  }

  function trigger(kind: PopupTrigger): void {
    const document = resolveDocument(options);
    if (!armed || shown || !document || !options.hasMarketingConsent()) return;
    const now = resolveNow(options);
    stop();
    if (isPopupSuppressed(document, now)) return;
    shown = true;
    open = true;
    writeCookie(document, POPUP_COOKIE_NAME, String(now), {
      maxAgeSeconds: POPUP_SUPPRESS_MS / 1000,
    });
    options.onShow(kind);
  }

  function armTimer(win: Window, document: Document): void {
    const timers = resolveTimers(options);
    let timer: unknown = null;
    const begin = () => {
      timer = timers.setTimeout(() => trigger("timer"), POPUP_DELAY_MS);
    };
    // The delay counts from the window's load event, as the spec says "after load".
    if (document.readyState === "complete") begin();
    else win.addEventListener("load", begin, { once: true });
    cleanups.push(() => {
      win.removeEventListener("load", begin);
      if (timer !== null) timers.clearTimeout(timer);
    });
  }

  function armScroll(win: Window, document: Document): void {
    const onScroll = () => {
      if (scrollFraction(win, document) >= POPUP_SCROLL_FRACTION) trigger("scroll");
    };
    win.addEventListener("scroll", onScroll, { passive: true });
    cleanups.push(() => win.removeEventListener("scroll", onScroll));
  }

  function armExitIntent(document: Document): void {
    // Leaving the page, not moving between elements: no related target, and through the top
    // edge, where the tabs, address bar and close button are.
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) trigger("exit-intent");
    };
    document.addEventListener("mouseout", onMouseOut);
    cleanups.push(() => document.removeEventListener("mouseout", onMouseOut));
  }

  return {
    start() {
      const win = resolveWindow(options);
      const document = resolveDocument(options);
      if (armed || shown || !win || !document) return;
      if (isPopupSuppressed(document, resolveNow(options))) return;
      armed = true;
      armTimer(win, document);
      armScroll(win, document);
      const mobile = options.isMobile?.() ?? isMobileDevice(resolveNavigator(options), win);
      if (!mobile) armExitIntent(document);
    },
    stop,
    succeed() {
      const timers = resolveTimers(options);
      const timer = timers.setTimeout(close, POPUP_SUCCESS_CLOSE_MS);
      cleanups.push(() => timers.clearTimeout(timer));
    },
    close,
    isOpen: () => open,
  };
}
