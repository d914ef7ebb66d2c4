import { useCallback, useEffect, useRef } from "react";

/**
 * Focus for a non-modal banner (WAI-ARIA APG, dialog without aria-modal): when it appears and the
 * visitor has not focused anything yet, focus moves to it so the next Tab reaches its buttons
 * and a screen reader announces it; focus is never trapped. `release()` hands focus back (to
 * where it was, else to the main content) before the banner goes away, so it is not lost to
 * the top of the document.
 */
export function useBannerFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const previous = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) {
      // The visitor is already somewhere (a field, a link): do not pull them away from it.
      previous.current = active;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, []);

  const release = useCallback(() => {
    const banner = ref.current;
    if (!banner || !banner.contains(document.activeElement)) return;
    const back = previous.current?.isConnected ? previous.current : null;
    (back ?? document.getElementById("main-content"))?.focus({ preventScroll: true });
  }, []);

  return { ref, release };
}
