// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("the package in Node (prerendering)", () => {
  it("imports and builds its objects without any browser global", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const consent = await import("./index");
    const runtime = consent.createConsentRuntime({
      scripts: [consent.linkedInInsightScript({ partnerId: "1" })],
    });
    expect(runtime.manager.getState()).toMatchObject({ status: "unknown", showBanner: false });
    expect(runtime.manager.allows("functional")).toBe(true);
    expect(runtime.manager.allows("analytics")).toBe(false);
  });

  it("starts without failing when there is no window, document or storage", async () => {
    const consent = await import("./index");
    const runtime = consent.createConsentRuntime();
    expect(runtime.start()).toMatchObject({ status: "unknown", showBanner: true });
    expect(() => runtime.analytics.pageView("/", "Home")).not.toThrow();
    runtime.stop();
  });
});
