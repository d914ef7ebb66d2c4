import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test-utils/axe-violations";
import { ScrollToTop } from "./scroll-to-top";

// A 3000 px page in a 1000 px window: 2000 px to scroll, half of it is 1000 px.
beforeEach(() => {
  Object.defineProperty(document.documentElement, "scrollHeight", {
    configurable: true,
    value: 3000,
  });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollPageTo(0);
});

function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("given the ScrollToTop at the top of the page", () => {
  it("is not shown", () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("given the ScrollToTop, when the page is scrolled", () => {
  it("stays hidden at exactly 50 % and appears just past it", () => {
    render(<ScrollToTop />);
    scrollPageTo(1000);
    expect(screen.queryByRole("button")).toBeNull();
    scrollPageTo(1001);
    expect(screen.getByRole("button", { name: "Scroll to top" })).toBeInTheDocument();
  });

  it("hides again when scrolled back above half", () => {
    render(<ScrollToTop />);
    scrollPageTo(1500);
    scrollPageTo(400);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is shown at once when the page loads already past half (restored scroll)", () => {
    scrollPageTo(1800);
    render(<ScrollToTop label="Nach oben" />);
    expect(screen.getByRole("button", { name: "Nach oben" })).toBeInTheDocument();
  });
});

describe("given the shown ScrollToTop", () => {
  it("when activated from the keyboard, scrolls smoothly to the top, with no accessibility violations", async () => {
    render(<ScrollToTop />);
    scrollPageTo(2000);
    expect(await axeViolations()).toEqual([]);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("jumps without animation when the reader prefers reduced motion", async () => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<ScrollToTop />);
    scrollPageTo(2000);
    await userEvent.click(screen.getByRole("button"));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
