// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { THEME_HEAD_SCRIPT } from "./theme-toggle-script";

const root = document.documentElement;

// The head script as the page runs it: once, before the body is parsed.
beforeAll(() => {
  new Function(THEME_HEAD_SCRIPT)();
});

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

/** A static toggle as the header renders it (no island, no React). */
function toggle(): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("data-theme-toggle", "");
  button.innerHTML = "<span><svg></svg></span>";
  document.body.append(button);
  return button;
}

describe("the head script's theme toggle", () => {
  it("starts dark, then each tap switches the theme, saves it and announces it", () => {
    expect(root.className).toBe("dark");
    const button = toggle();
    const announced: (string | null)[] = [];
    const listen = (event: StorageEvent) => announced.push(event.newValue);
    window.addEventListener("storage", listen);

    button.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(root.classList.contains("light")).toBe(true);
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");

    button.click();
    expect(root.className).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(announced).toEqual(["light", "dark"]);
    window.removeEventListener("storage", listen);
  });

  it("holds transitions off until the switch has been painted", async () => {
    const button = toggle();
    button.click();
    expect(root.hasAttribute("data-theme-switching")).toBe(true);
    expect(root.className).toBe("light");
    // After the next frame and a task: the frame with the new colours has been painted.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute("data-theme-switching")).toBe(false);
    button.click();
    expect(root.className).toBe("dark");
  });

  it("ignores clicks elsewhere", () => {
    const other = document.createElement("button");
    document.body.append(other);
    other.click();
    expect(root.className).toBe("dark");
    expect(localStorage.getItem("theme")).toBeNull();
  });

  it("follows a choice made in another tab", () => {
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "light" }));
    expect(root.className).toBe("light");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(root.className).toBe("dark");
  });
});
