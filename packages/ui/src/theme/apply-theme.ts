import type { Theme } from "./theme-preference";

/**
 * Puts the theme on the root element as a class ("light" or "dark", spec section 4) and as its
 * color-scheme, so native controls and scrollbars match.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}
