import { beforeEach, describe, expect, it } from "vitest";
import { createConsentManager } from "./consent-manager";
import { memoryStorage } from "./test-support/memory-storage";
import { resetCookies } from "./test-support/cookie-reset";

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

function manager(storage = memoryStorage(), options: { revision?: number } = {}) {
  return createConsentManager({ storage, now: () => NOW, navigator: {}, ...options });
}

describe("accepting", () => {
  it("grants analytics, advertising and personalization and stores the record", () => {
    const storage = memoryStorage();
    const consent = manager(storage);
    consent.acceptAll();
    expect(consent.getState()).toMatchObject({
      status: "accepted",
      showBanner: false,
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
    });
    expect(JSON.parse(storage.entries.get("cookieConsent")!)).toMatchObject({
      cookieConsent: "accepted",
      timestamp: NOW,
    });
  });

  it("stores the privacy-notice acceptance time", () => {
    const storage = memoryStorage();
    manager(storage).acceptAll();
    expect(storage.entries.get("privacyNoticeAcceptedAt")).toBe(String(NOW));
  });
});

describe("declining", () => {
  it("denies every category but functional and stores the decline", () => {
    const storage = memoryStorage();
    const consent = manager(storage);
    consent.declineAll();
    expect(consent.allows("functional")).toBe(true);
    expect(consent.allows("analytics")).toBe(false);
    expect(consent.allows("marketing")).toBe(false);
    expect(consent.allows("personalization")).toBe(false);
    expect(JSON.parse(storage.entries.get("cookieConsent")!)).toMatchObject({
      cookieConsent: "declined",
      timestamp: NOW,
    });
    expect(storage.entries.has("privacyNoticeAcceptedAt")).toBe(false);
  });
});

describe("the functional category", () => {
  it("is allowed before any choice, after a decline and under GPC", () => {
    const unknown = manager();
    unknown.init();
    expect(unknown.allows("functional")).toBe(true);
    const declined = manager();
    declined.declineAll();
    expect(declined.allows("functional")).toBe(true);
    const gpc = createConsentManager({
      storage: memoryStorage(),
      navigator: { globalPrivacyControl: true },
    });
    gpc.init();
    expect(gpc.allows("functional")).toBe(true);
  });

  it("cannot be switched off", () => {
    const consent = manager();
    consent.setCategories({ functional: false } as never);
    expect(consent.allows("functional")).toBe(true);
  });
});

describe("per-category choices", () => {
  it("grants only the chosen categories", () => {
    const storage = memoryStorage();
    const consent = manager(storage);
    consent.setCategories({ analytics: true, marketing: false, personalization: false });
    expect(consent.allows("analytics")).toBe(true);
    expect(consent.allows("marketing")).toBe(false);
    expect(JSON.parse(storage.entries.get("cookieConsent")!)).toMatchObject({
      cookieConsent: "accepted",
      categories: { functional: true, analytics: true, marketing: false, personalization: false },
    });
  });

  it("records a decline when no optional category is left", () => {
    const consent = manager();
    consent.acceptAll();
    consent.setCategories({ analytics: false, marketing: false, personalization: false });
    expect(consent.getState().status).toBe("declined");
  });

  it("restores the per-category choice on the next visit", () => {
    const storage = memoryStorage();
    manager(storage).setCategories({ analytics: true, marketing: false });
    const next = manager(storage);
    next.init();
    expect(next.allows("analytics")).toBe(true);
    expect(next.allows("marketing")).toBe(false);
    expect(next.allows("personalization")).toBe(false);
  });
});

describe("do not sell or share", () => {
  it("denies advertising and keeps it denied through a later accept-all", () => {
    const consent = manager();
    consent.acceptAll();
    consent.setDoNotSell(true);
    expect(consent.allows("marketing")).toBe(false);
    consent.acceptAll();
    expect(consent.allows("marketing")).toBe(false);
    expect(consent.allows("analytics")).toBe(true);
  });

  it("sticks across visits and policy revisions", () => {
    const storage = memoryStorage();
    manager(storage).setDoNotSell(true);
    const nextRevision = manager(storage, { revision: 2 });
    expect(nextRevision.init()).toMatchObject({ doNotSell: true, showBanner: true });
    nextRevision.acceptAll();
    expect(nextRevision.allows("marketing")).toBe(false);
  });

  it("does not answer the banner when opted out before any choice", () => {
    const consent = manager();
    consent.setDoNotSell(true);
    expect(consent.getState()).toMatchObject({ status: "unknown", showBanner: true });
  });

  it("grants nothing by itself when lifted; advertising waits for a new choice", () => {
    const consent = manager();
    consent.setDoNotSell(true);
    consent.acceptAll();
    consent.setDoNotSell(false);
    expect(consent.allows("marketing")).toBe(false);
    consent.acceptAll();
    expect(consent.allows("marketing")).toBe(true);
  });
});

describe("clearing tracker cookies", () => {
  beforeEach(() => resetCookies(document));

  const trackerCookies = [
    { category: "analytics" as const, cookies: ["_ga", "_ga_*"] },
    { category: "marketing" as const, cookies: ["li_fat_id", "_gcl_*"] },
  ];

  it("deletes the non-functional cookies that gated scripts set when the visitor declines", () => {
    const consent = createConsentManager({
      storage: memoryStorage(),
      navigator: {},
      trackerCookies,
    });
    consent.acceptAll();
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_ABC123=GS1.1; path=/";
    document.cookie = "_gcl_au=1.1.99; path=/";
    document.cookie = "li_fat_id=abc; path=/";
    document.cookie = "newsletter_popup_shown=1; path=/";
    document.cookie = "theme=dark; path=/";
    consent.declineAll();
    expect(document.cookie.split("; ").sort()).toEqual(["newsletter_popup_shown=1", "theme=dark"]);
  });

  it("deletes only the cookies of the categories refused", () => {
    const consent = createConsentManager({
      storage: memoryStorage(),
      navigator: {},
      trackerCookies,
    });
    consent.acceptAll();
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_gcl_au=1.1.99; path=/";
    consent.setCategories({ marketing: false });
    expect(document.cookie).toBe("_ga=GA1.1.123.456");
  });

  it("deletes leftovers when GPC declines on arrival", () => {
    document.cookie = "li_fat_id=abc; path=/";
    const consent = createConsentManager({
      storage: memoryStorage(),
      navigator: { globalPrivacyControl: true },
      trackerCookies,
    });
    consent.init();
    expect(document.cookie).toBe("");
  });
});
