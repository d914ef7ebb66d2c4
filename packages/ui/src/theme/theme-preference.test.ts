import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_THEME,
  parseTheme,
  readStoredTheme,
  saveTheme,
  THEME_STORAGE_KEY,
} from "./theme-preference";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the theme preference", () => {
  it("defaults to dark", () => {
    expect(DEFAULT_THEME).toBe("dark");
  });

  it("accepts only 'light' or 'dark'; anything else is dark", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    for (const value of ["Light", "system", "blue", "", null, undefined, 1]) {
      expect(parseTheme(value)).toBe("dark");
    }
  });
});

describe("given localStorage", () => {
  it("reads the saved theme under the 'theme' key", () => {
    localStorage.setItem("theme", "light");
    expect(THEME_STORAGE_KEY).toBe("theme");
    expect(readStoredTheme()).toBe("light");
  });

  it("saves a theme so it is read back", () => {
    expect(saveTheme("light", "vantreo-theme")).toBe(true);
    expect(localStorage.getItem("vantreo-theme")).toBe("light");
  });
});

describe("given storage that throws (blocked or private mode)", () => {
  it("reads dark and reports that saving failed", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readStoredTheme()).toBe("dark");
    expect(saveTheme("light")).toBe(false);
  });
});
