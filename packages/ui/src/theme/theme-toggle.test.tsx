import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle } from "./theme-toggle";

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
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
