import { afterEach, describe, expect, it, vi } from "vitest";
import { themeInitScript } from "./theme-init-script";

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.className = "";
  root.style.colorScheme = "";
  vi.restoreAllMocks();
});

// Runs the script as the browser would run an inline <script> in <head>.
function runInHead(script: string) {
  new Function(script)();
}

describe("given the head script, before the app loads", () => {
  it("applies a saved light theme as a class and a color scheme", () => {
    localStorage.setItem("theme", "light");
    root.classList.add("dark");
    runInHead(themeInitScript());
    expect(root.classList.contains("light")).toBe(true);
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });

  it("applies dark when nothing is saved", () => {
    runInHead(themeInitScript());
    expect(root.className).toBe("dark");
  });

  it("applies dark when the saved value is neither light nor dark", () => {
    localStorage.setItem("theme", "sepia");
    root.classList.add("light");
    runInHead(themeInitScript());
    expect(root.className).toBe("dark");
  });

  it("applies dark when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    runInHead(themeInitScript());
    expect(root.className).toBe("dark");
  });

  it("reads a custom key, and a key cannot close the script element", () => {
    localStorage.setItem("vantreo-theme", "light");
    runInHead(themeInitScript("vantreo-theme"));
    expect(root.className).toBe("light");
    expect(themeInitScript("</script><script>alert(1)</script>")).not.toContain("</script>");
  });
});
