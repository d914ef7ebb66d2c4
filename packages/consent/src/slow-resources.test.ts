import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectSlowResources } from "./slow-resources";

const entries = [
  { name: "https://www.vantreo.com/assets/app.js", duration: 1000 },
  { name: "https://www.vantreo.com/images/hero.webp", duration: 1000.4 },
  { name: "https://fonts.example/inter.woff2", duration: 2310 },
  { name: "https://www.vantreo.com/favicon.svg", duration: 12 },
];
const performance = { getEntriesByType: () => entries as unknown as PerformanceEntryList };

describe("collectSlowResources", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports resources over 1 second, 1000 ms after the page has loaded", () => {
    const slowResource = vi.fn();
    collectSlowResources({ slowResource }, { performance });
    vi.advanceTimersByTime(999);
    expect(slowResource).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slowResource.mock.calls).toEqual([
      ["https://www.vantreo.com/images/hero.webp", 1000.4],
      ["https://fonts.example/inter.woff2", 2310],
    ]);
  });

  it("waits for the window's load event when the page is still loading", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      const slowResource = vi.fn();
      collectSlowResources({ slowResource }, { performance });
      vi.advanceTimersByTime(5000);
      expect(slowResource).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(1000);
      expect(slowResource).toHaveBeenCalledTimes(2);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it("reports nothing once cancelled", () => {
    const slowResource = vi.fn();
    const cancel = collectSlowResources({ slowResource }, { performance });
    cancel();
    vi.advanceTimersByTime(2000);
    expect(slowResource).not.toHaveBeenCalled();
  });

  it("swallows a failing performance timeline", () => {
    const broken = {
      getEntriesByType: () => {
        throw new Error("not supported");
      },
    };
    collectSlowResources({ slowResource: vi.fn() }, { performance: broken });
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
  });
});
