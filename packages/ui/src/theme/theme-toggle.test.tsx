import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle } from "./theme-toggle";
import { themeInitScript } from "./theme-init-script";

// What Tailwind compiles `light:hidden` and `dark:hidden` to with the kit's theme variants
// (styles.css): the theme class on <html> hides the name and icon that do not apply.
const THEME_VARIANTS = `
  .light\\:hidden:where(.light, .light *) { display: none; }
  .dark\\:hidden:where(:root:not(.light), :root:not(.light) *) { display: none; }
`;

beforeEach(() => {
  const style = document.createElement("style");
  style.id = "theme-variants";
  style.textContent = THEME_VARIANTS;
  document.head.append(style);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
  document.getElementById("theme-variants")?.remove();
});

describe("given the ThemeToggle in the default dark theme", () => {
  it("offers to switch to light, with no accessibility violations", async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("when activated with Enter, switches to light and then offers dark, in the caller's words", async () => {
    render(
      <ThemeProvider>
        <ThemeToggle switchToLightLabel="Helles Design" switchToDarkLabel="Dunkles Design" />
      </ThemeProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Helles Design" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(document.documentElement.className).toBe("light");
    expect(screen.getByRole("button", { name: "Dunkles Design" })).toHaveFocus();
  });
});

describe("given a stored light theme, before any script of the page has run", () => {
  it("names the button for what it will do from the theme class alone", () => {
    localStorage.setItem("theme", "light");
    new Function(themeInitScript())();
    // Rendered without the provider's state: the prerendered markup is the same in any theme.
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeInTheDocument();
    document.documentElement.className = "";
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });
});
