import type * as React from "react";
import { Button } from "../button/button";
import { MoonIcon, SunIcon } from "../icons/icons";
import { useTheme } from "./use-theme";

/** Props of ThemeToggle: a Button's, plus the two translatable names. */
type ThemeToggleProps = Omit<
  React.ComponentProps<typeof Button>,
  "onClick" | "children" | "asChild"
> & {
  /** Accessible name while dark is on (translatable). */
  switchToLightLabel?: string;
  /** Accessible name while light is on (translatable). */
  switchToDarkLabel?: string;
};

/**
 * An icon button that switches between dark and light; its name says what a press will do.
 * Both names and icons are in the markup and the theme class on `<html>` (set before first
 * paint by `themeInitScript`) hides the other one (`display: none` also takes it out of the
 * accessibility tree), so the button is right in prerendered HTML before any script runs and
 * its markup never depends on the stored theme (hydration matches in either theme).
 */
function ThemeToggle({
  switchToLightLabel = "Switch to light theme",
  switchToDarkLabel = "Switch to dark theme",
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleProps) {
  const { toggleTheme } = useTheme();
  return (
    <Button data-slot="theme-toggle" variant={variant} size={size} onClick={toggleTheme} {...props}>
      <span data-slot="theme-toggle-to-light" className="contents light:hidden">
        <SunIcon />
        <span className="sr-only">{switchToLightLabel}</span>
      </span>
      <span data-slot="theme-toggle-to-dark" className="contents dark:hidden">
        <MoonIcon />
        <span className="sr-only">{switchToDarkLabel}</span>
      </span>
    </Button>
  );
}

export { ThemeToggle, type ThemeToggleProps };
