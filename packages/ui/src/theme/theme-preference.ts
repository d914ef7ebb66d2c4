/** The two themes (spec section 3, theme preference). */
export type Theme = "light" | "dark";

/** Dark is the default theme (spec section 9, interface). */
export const DEFAULT_THEME: Theme = "dark";

/** The localStorage key the theme is saved under. */
export const THEME_STORAGE_KEY = "theme";

/** A stored value as a theme: only "light" or "dark" count, anything else falls back to dark (spec section 5). */
export function parseTheme(value: unknown): Theme {
  return value === "light" || value === "dark" ? value : DEFAULT_THEME;
}

/** The saved theme, or dark when none is saved or storage is unavailable (private mode, blocked). */
export function readStoredTheme(storageKey: string = THEME_STORAGE_KEY): Theme {
  try {
    return parseTheme(window.localStorage.getItem(storageKey));
  } catch {
    return DEFAULT_THEME;
  }
}

/** Saves the theme; returns false when storage is unavailable, so the caller keeps it in memory. */
export function saveTheme(theme: Theme, storageKey: string = THEME_STORAGE_KEY): boolean {
  try {
    window.localStorage.setItem(storageKey, theme);
    return true;
  } catch {
    return false;
  }
}
