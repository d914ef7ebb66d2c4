import { useSearchShortcut } from "@vantreo/ui";

/**
 * Opens the site search on Cmd+K (macOS) or Ctrl+K (spec section 2), wherever focus is, even in
 * a form field, as on most sites; the browser's own Ctrl+K is prevented. The key handling lives
 * in @vantreo/ui's `useSearchShortcut`; this hook only fixes the action to "open", so pressing
 * the shortcut again while the dialog is open leaves it open.
 */
export function useSearchHotkey(onOpen: () => void): void {
  useSearchShortcut(onOpen);
}
