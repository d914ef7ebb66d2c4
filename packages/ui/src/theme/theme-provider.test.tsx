import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "./theme-provider";
import { useTheme } from "./use-theme";

const root = document.documentElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
  root.className = "";
  vi.restoreAllMocks();
});

function ThemeProbe() {
  const { theme, toggleTheme, setTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
      <button type="button" onClick={() => setTheme("dark")}>
        dark
      </button>
    </>
  );
}

const renderProbe = () =>
  render(
    <ThemeProvider>
      <ThemeProbe />
    </ThemeProvider>,
  );

describe("given nothing saved", () => {
  it("is dark and puts the dark class on <html>", () => {
    renderProbe();
    expect(screen.getByText("theme: dark")).toBeInTheDocument();
    expect(root.className).toBe("dark");
  });
});

describe("given 'light' saved", () => {
  it("restores light", () => {
    localStorage.setItem("theme", "light");
    renderProbe();
    expect(screen.getByText("theme: light")).toBeInTheDocument();
    expect(root.className).toBe("light");
  });
});

describe("given an unknown value saved", () => {
  it("falls back to dark", () => {
    localStorage.setItem("theme", "high-contrast");
    renderProbe();
    expect(screen.getByText("theme: dark")).toBeInTheDocument();
    expect(root.className).toBe("dark");
  });
});

describe("given the dark theme, when toggled", () => {
  it("switches to light, saves it and applies the class; toggling again returns to dark", async () => {
    renderProbe();
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(screen.getByText("theme: light")).toBeInTheDocument();
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.className).toBe("light");
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root.className).toBe("dark");
  });
});

describe("given storage that is unavailable", () => {
  it("still toggles, keeping the choice in memory", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    renderProbe();
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(screen.getByText("theme: light")).toBeInTheDocument();
    expect(root.className).toBe("light");
  });
});

describe("given another tab changes the theme", () => {
  it("follows it", () => {
    renderProbe();
    act(() => {
      localStorage.setItem("theme", "light");
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "light" }));
    });
    expect(screen.getByText("theme: light")).toBeInTheDocument();
    expect(root.className).toBe("light");
  });
});

describe("given a prerender on the server", () => {
  it("renders dark whatever is saved, so the HTML matches the first client render", () => {
    localStorage.setItem("theme", "light");
    const html = renderToString(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(html).toContain("theme: <!-- -->dark");
  });
});

describe("given useTheme outside a ThemeProvider", () => {
  it("throws a message naming the missing provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ThemeProbe />)).toThrow("useTheme must be used inside a <ThemeProvider>.");
  });
});
