import * as React from "react";

/**
 * Calls `onTrigger` when Cmd+K (macOS) or Ctrl+K (elsewhere) is pressed anywhere on the page: the
 * site search opens from the header button or this shortcut (spec section 2). The browser's own
 * Ctrl+K (focus the address bar search) is prevented while the page has focus.
 */
export function useSearchShortcut(onTrigger: () => void): void {
  const latest = React.useRef(onTrigger);
  React.useEffect(() => {
    latest.current = onTrigger;
  });
  React.useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      latest.current();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
