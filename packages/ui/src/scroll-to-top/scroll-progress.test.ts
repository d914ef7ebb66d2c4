import { describe, expect, it } from "vitest";
import { SCROLL_TO_TOP_THRESHOLD, scrollProgress } from "./scroll-progress";

describe("scroll progress on a 3000 px page in a 1000 px window (2000 px to scroll)", () => {
  it("is 0 at the top, 0.5 at 1000 px and 1 at the bottom", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2000, 3000, 1000)).toBe(1);
  });

  it("stays within 0 and 1 when the browser overscrolls", () => {
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
    expect(scrollProgress(2100, 3000, 1000)).toBe(1);
  });
});

describe("scroll progress on a page shorter than the window", () => {
  it("is 0", () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });
});

describe("the scroll-to-top threshold", () => {
  it("is half the page", () => {
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(0.5);
  });
});
