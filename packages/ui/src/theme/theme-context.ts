import * as React from "react";
import type { Theme } from "./theme-preference";

/** What ThemeProvider shares: the theme and the ways to change it. */
export type ThemeContextValue = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

/** The theme of the nearest ThemeProvider; null outside one. */
export const ThemeContext = React.createContext<ThemeContextValue | null>(null);
