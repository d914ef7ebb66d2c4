/** One keyboard shortcut of an `aria-keyshortcuts` value: its modifiers and its key. */
export type KeyShortcut = {
  key: string;
  alt: boolean;
  control: boolean;
  meta: boolean;
  shift: boolean;
};

/**
 * Parses an `aria-keyshortcuts` value (WAI-ARIA 1.2, section 6.7: shortcuts separated by
 * spaces, each its modifiers and one key joined by "+", key names as in UI Events'
 * `KeyboardEvent.key`).
 */
export function parseKeyShortcuts(value: string): KeyShortcut[] {
  return value
    .split(" ")
    .filter(Boolean)
    .map((shortcut) => {
      const parts = shortcut.split("+");
      const key = parts.pop() ?? "";
      return {
        key,
        alt: parts.includes("Alt"),
        control: parts.includes("Control"),
        meta: parts.includes("Meta"),
        shift: parts.includes("Shift"),
      };
    });
}

/** Whether a key event is the shortcut (a one-letter key in either case). */
export function matchesShortcut(event: KeyboardEvent, shortcut: KeyShortcut): boolean {
  // Events some browsers synthesise for autofill are "keydown" without a key.
  if (typeof event.key !== "string") return false;
  const key = shortcut.key.length === 1 ? shortcut.key.toLowerCase() : shortcut.key;
  const pressed = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return (
    pressed === key &&
    event.altKey === shortcut.alt &&
    event.ctrlKey === shortcut.control &&
    event.metaKey === shortcut.meta &&
    event.shiftKey === shortcut.shift
  );
}
