import * as React from "react";
import { ThemeContext, type ThemeContextValue } from "./theme-context";

/** The current theme with `setTheme` and `toggleTheme`; must be used inside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = React.useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside a <ThemeProvider>.");
  return value;
}
