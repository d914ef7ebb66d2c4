import { applyTheme } from "./apply-theme";
import { parseTheme, readStoredTheme, saveTheme, type Theme } from "./theme-preference";

/** The theme as an external store for useSyncExternalStore. */
export type ThemeStore = {
  get: () => Theme;
  set: (theme: Theme) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Keeps the theme in localStorage (in memory when storage is unavailable), applies it to <html>
 * on change, and follows changes made in other tabs through the `storage` event.
 */
export function createThemeStore(storageKey: string): ThemeStore {
  let unsaved: Theme | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  function onStorage(event: StorageEvent) {
    if (event.key !== storageKey) return;
    const theme = parseTheme(event.newValue);
    applyTheme(theme);
    notify();
  }
  return {
    get: () => unsaved ?? readStoredTheme(storageKey),
    set(theme) {
      unsaved = saveTheme(theme, storageKey) ? null : theme;
      applyTheme(theme);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}
