import { describe, expect, it } from "vitest";
import { allCategoriesGranted, onlyFunctionalGranted } from "./consent-categories";
import { consentModeFromCategories, createConsentMode } from "./consent-mode";

function recorder() {
  const calls: unknown[][] = [];
  return { calls, gtag: (...args: unknown[]) => void calls.push(args) };
}

const DENIED_DEFAULT = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  functionality_storage: "granted",
  personalization_storage: "denied",
  security_storage: "granted",
};

describe("createConsentMode", () => {
  it("sends a default that denies everything except functionality and security storage", () => {
    const { calls, gtag } = recorder();
    createConsentMode({ gtag }).setDefault();
    expect(calls).toEqual([["consent", "default", DENIED_DEFAULT]]);
  });

  it("sends the default only once", () => {
    const { calls, gtag } = recorder();
    const mode = createConsentMode({ gtag });
    mode.setDefault();
    mode.setDefault();
    expect(calls).toHaveLength(1);
  });

  it("adds wait_for_update to the default when asked", () => {
    const { calls, gtag } = recorder();
    createConsentMode({ gtag, waitForUpdateMs: 500 }).setDefault();
    expect(calls[0]).toEqual(["consent", "default", { ...DENIED_DEFAULT, wait_for_update: 500 }]);
  });

  it("updates all seven types to granted on accept", () => {
    const { calls, gtag } = recorder();
    const mode = createConsentMode({ gtag });
    mode.setDefault();
    mode.update(allCategoriesGranted());
    expect(calls[1]).toEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        analytics_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        functionality_storage: "granted",
        personalization_storage: "granted",
        security_storage: "granted",
      },
    ]);
    expect(mode.getState().ad_storage).toBe("granted");
  });

  it("updates to denied on decline, keeping functionality and security granted", () => {
    const { calls, gtag } = recorder();
    const mode = createConsentMode({ gtag });
    mode.update(onlyFunctionalGranted());
    expect(calls[1]).toEqual(["consent", "update", DENIED_DEFAULT]);
  });

  it("sends the default before the first update even when update is called first", () => {
    const { calls, gtag } = recorder();
    createConsentMode({ gtag }).update(allCategoriesGranted());
    expect(calls.map((call) => call[1])).toEqual(["default", "update"]);
  });

  it("queues Arguments objects on window.dataLayer when the page has no gtag yet", () => {
    const win = { dataLayer: undefined as unknown[] | undefined } as unknown as Window & {
      dataLayer?: unknown[];
      gtag?: unknown;
    };
    createConsentMode({ window: win }).setDefault();
    expect(win.dataLayer).toHaveLength(1);
    const entry = win.dataLayer![0] as IArguments;
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    expect(Array.from(entry)).toEqual(["consent", "default", DENIED_DEFAULT]);
    expect(typeof win.gtag).toBe("function");
  });
});

describe("consentModeFromCategories", () => {
  it("maps marketing to the three advertising types and keeps the others apart", () => {
    expect(
      consentModeFromCategories({
        functional: true,
        analytics: true,
        marketing: false,
        personalization: false,
      }),
    ).toEqual({ ...DENIED_DEFAULT, analytics_storage: "granted" });
  });
});
