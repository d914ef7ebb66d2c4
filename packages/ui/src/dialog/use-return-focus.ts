import * as React from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Returns focus, when a dialog closes, to the element that had it when the dialog opened
 * (WAI-ARIA dialog pattern). Radix returns focus only to its own Trigger, so a dialog opened by
 * a shortcut (Cmd/Ctrl+K) or a controlled `open` would otherwise leave focus on <body>.
 */
export function useReturnFocus(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const opener = React.useRef<HTMLElement | null>(null);
  const handleOpen = React.useCallback(
    (event: Event) => {
      // Runs before focus moves into the dialog, so the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    [onOpenAutoFocus],
  );
  const handleClose = React.useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
    [onCloseAutoFocus],
  );
  return { onOpenAutoFocus: handleOpen, onCloseAutoFocus: handleClose };
}
