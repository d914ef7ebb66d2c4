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

/** An icon button that switches between dark and light; its name says what a press will do. */
function ThemeToggle({
  switchToLightLabel = "Switch to light theme",
  switchToDarkLabel = "Switch to dark theme",
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === "dark";
  return (
    <Button
      data-slot="theme-toggle"
      variant={variant}
      size={size}
      aria-label={isDark ? switchToLightLabel : switchToDarkLabel}
      onClick={toggleTheme}
      {...props}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}

export { ThemeToggle, type ThemeToggleProps };
