import * as React from "react";
import { applyTheme } from "./apply-theme";
import { ThemeContext, type ThemeContextValue } from "./theme-context";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "./theme-preference";
import { createThemeStore } from "./theme-store";

type ThemeProviderProps = {
  children: React.ReactNode;
  /** The localStorage key; use the same one for themeInitScript. */
  storageKey?: string;
};

const serverTheme = () => DEFAULT_THEME;

/**
 * Provides the theme (spec section 4): dark by default, restored from localStorage only when it
 * holds "light" or "dark", toggled between the two, saved, and applied as a class on <html>.
 * The server and the first (hydrating) render use dark, matching the prerendered HTML; the stored
 * theme follows right after. Page colours do not flash: themeInitScript already set the class.
 */
export function ThemeProvider({ children, storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  const [store] = React.useState(() => createThemeStore(storageKey));
  const theme = React.useSyncExternalStore(store.subscribe, store.get, serverTheme);

  // Without the head script (or after it), make <html> match the stored theme before paint.
  React.useLayoutEffect(() => applyTheme(store.get()), [store]);

  const value = React.useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: store.set,
      toggleTheme: () => store.set(theme === "dark" ? "light" : "dark"),
    }),
    [store, theme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
