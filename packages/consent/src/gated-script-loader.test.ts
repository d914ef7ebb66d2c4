import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GatedScript } from "./gated-script";
import { createGatedScriptLoader } from "./gated-script-loader";

const tracker: GatedScript = {
  id: "test-tracker",
  src: "https://tracker.example/insight.js",
  category: "marketing",
  cookies: [],
};

function scriptsOnPage(): string[] {
  return [...document.querySelectorAll("script")].map((script) => script.id);
}

describe("createGatedScriptLoader", () => {
  let allowed: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    allowed = false;
    document.head.innerHTML = "";
  });
  afterEach(() => vi.useRealTimers());

  const loader = (scripts: GatedScript[] = [tracker]) =>
    createGatedScriptLoader({ scripts, isAllowed: () => allowed });

  it("creates no script element while consent is missing", () => {
    loader().start();
    vi.advanceTimersByTime(30_000);
    expect(scriptsOnPage()).toEqual([]);
  });

  it("loads at once when consent is already there", () => {
    allowed = true;
    loader().start();
    const script = document.getElementById("test-tracker") as HTMLScriptElement;
    expect(script.src).toBe("https://tracker.example/insight.js");
    expect(script.async).toBe(true);
  });

  it("polls every second: consent given at 2.5 s loads the script at 3 s", () => {
    const gated = loader();
    gated.start();
    vi.advanceTimersByTime(2500);
    allowed = true;
    vi.advanceTimersByTime(499);
    expect(scriptsOnPage()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scriptsOnPage()).toEqual(["test-tracker"]);
  });

  it("still loads when consent arrives just before the tenth second", () => {
    loader().start();
    vi.advanceTimersByTime(9500);
    allowed = true;
    vi.advanceTimersByTime(500);
    expect(scriptsOnPage()).toEqual(["test-tracker"]);
  });

  it("stops polling after 10 seconds", () => {
    const isAllowed = vi.fn(() => allowed);
    createGatedScriptLoader({ scripts: [tracker], isAllowed }).start();
    vi.advanceTimersByTime(10_500);
    allowed = true;
    vi.advanceTimersByTime(60_000);
    expect(scriptsOnPage()).toEqual([]);
    // One check at start, then one a second from 1 s to 10 s.
    expect(isAllowed).toHaveBeenCalledTimes(11);
  });

  it("loads on an explicit check after the polling window (a later consent choice)", () => {
    const gated = loader();
    gated.start();
    vi.advanceTimersByTime(20_000);
    allowed = true;
    gated.check();
    expect(scriptsOnPage()).toEqual(["test-tracker"]);
  });

  it("inserts each script once and runs its setup just before", () => {
    const order: string[] = [];
    const withSetup: GatedScript = {
      ...tracker,
      setup: ({ document: doc }) => order.push(`setup:${doc.querySelectorAll("script").length}`),
    };
    allowed = true;
    const gated = loader([withSetup]);
    gated.start();
    gated.check();
    gated.check();
    expect(scriptsOnPage()).toEqual(["test-tracker"]);
    expect(order).toEqual(["setup:0"]);
    expect(gated.loaded()).toEqual(["test-tracker"]);
  });
});
