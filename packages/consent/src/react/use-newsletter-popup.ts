import { useEffect, useState } from "react";
import type { BrowserEnv } from "../browser-env";
import { createNewsletterPopup, type PopupTrigger } from "../newsletter-popup";
import { useConsentRuntime } from "./consent-context";
import { useConsentAllows } from "./use-consent";

/** Options of {@link useNewsletterPopup}; read on first render. */
export type UseNewsletterPopupOptions = BrowserEnv & {
  /** Overrides the mobile detection (exit intent is off on mobile). */
  isMobile?(): boolean;
};

/** What {@link useNewsletterPopup} returns. */
export type UseNewsletterPopupResult = {
  open: boolean;
  /** What made it show, or null while hidden. */
  trigger: PopupTrigger | null;
  /** Closes the popup now (the close button, Escape). */
  close(): void;
  /** Call after a successful signup: the popup closes 2 s later. */
  succeed(): void;
};

/**
 * The newsletter popup's policy for a React component: armed only while marketing consent is
 * given (spec section 6), shown once on the first trigger, kept away 14 days by its cookie.
 */
export function useNewsletterPopup(
  options: UseNewsletterPopupOptions = {},
): UseNewsletterPopupResult {
  const { manager } = useConsentRuntime();
  const allowed = useConsentAllows("marketing");
  const [trigger, setTrigger] = useState<PopupTrigger | null>(null);
  const [open, setOpen] = useState(false);
  const [controller] = useState(() =>
    createNewsletterPopup({
      ...options,
      hasMarketingConsent: () => manager.allows("marketing"),
      onShow: (shownBy) => {
        setTrigger(shownBy);
        setOpen(true);
      },
      onClose: () => setOpen(false),
    }),
  );
  useEffect(() => {
    if (!allowed) return;
    controller.start();
    return () => controller.stop();
  }, [allowed, controller]);
  return {
    open,
    trigger: open ? trigger : null,
    close: controller.close,
    succeed: controller.succeed,
  };
}
