import { describe, expect, it, vi } from "vitest";
import { createConsentManager } from "./consent-manager";
import { memoryStorage } from "./test-support/memory-storage";

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const THIRTY_DAYS = 2_592_000_000;

function storedRecord(record: Record<string, unknown>) {
  return memoryStorage({ cookieConsent: JSON.stringify(record) });
}

function manager(options: Parameters<typeof createConsentManager>[0] = {}) {
  return createConsentManager({ now: () => NOW, navigator: {}, ...options });
}

describe("createConsentManager: reading the stored choice", () => {
  it("reads nothing until init is called", () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, "getItem");
    const consent = manager({ storage });
    expect(getItem).not.toHaveBeenCalled();
    expect(consent.getState()).toMatchObject({
      status: "unknown",
      showBanner: false,
      ready: false,
    });
  });

  it("shows the banner with status unknown when there is no record", () => {
    const consent = manager({ storage: memoryStorage() });
    expect(consent.init()).toMatchObject({ status: "unknown", showBanner: true, ready: true });
    expect(consent.allows("analytics")).toBe(false);
  });

  it("re-accepts silently a stored acceptance one millisecond short of 30 days", () => {
    const timestamp = NOW - (THIRTY_DAYS - 1);
    const consent = manager({ storage: storedRecord({ cookieConsent: "accepted", timestamp }) });
    const state = consent.init();
    expect(state).toMatchObject({ status: "accepted", showBanner: false, notice: null, timestamp });
    expect(consent.allows("analytics")).toBe(true);
    expect(consent.allows("marketing")).toBe(true);
  });

  it("shows the banner again when the stored acceptance is one millisecond over 30 days", () => {
    const timestamp = NOW - (THIRTY_DAYS + 1);
    const consent = manager({ storage: storedRecord({ cookieConsent: "accepted", timestamp }) });
    expect(consent.init()).toMatchObject({ status: "unknown", showBanner: true });
    expect(consent.allows("analytics")).toBe(false);
  });

  it("does not refresh the record's timestamp on a silent re-accept, so 30 days still count", () => {
    const timestamp = NOW - 1000;
    const storage = storedRecord({ cookieConsent: "accepted", timestamp });
    manager({ storage }).init();
    expect(JSON.parse(storage.entries.get("cookieConsent")!)).toEqual({
      cookieConsent: "accepted",
      timestamp,
    });
  });

  it("keeps a stored decline without a banner", () => {
    const storage = storedRecord({ cookieConsent: "declined", timestamp: NOW - 5000 });
    const consent = manager({ storage });
    expect(consent.init()).toMatchObject({ status: "declined", showBanner: false });
    expect(consent.allows("analytics")).toBe(false);
  });

  it("treats a malformed record as no record", () => {
    const consent = manager({ storage: memoryStorage({ cookieConsent: "{not json" }) });
    expect(consent.init()).toMatchObject({ status: "unknown", showBanner: true });
  });

  it("works without any storage (blocked or on a server)", () => {
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => undefined,
    };
    const consent = manager({ storage });
    expect(consent.init()).toMatchObject({ status: "unknown", showBanner: true });
    expect(() => consent.acceptAll()).not.toThrow();
    expect(consent.getState().status).toBe("accepted");
  });
});

describe("createConsentManager: Global Privacy Control", () => {
  it("declines and shows a notice when the browser sends GPC", () => {
    const consent = manager({
      storage: memoryStorage(),
      navigator: { globalPrivacyControl: true },
    });
    expect(consent.init()).toMatchObject({
      status: "declined",
      showBanner: false,
      notice: "gpc",
      gpc: true,
    });
    expect(consent.allows("marketing")).toBe(false);
  });

  it("overrides a stored acceptance", () => {
    const storage = storedRecord({ cookieConsent: "accepted", timestamp: NOW - 1000 });
    const consent = manager({ storage, navigator: { globalPrivacyControl: true } });
    expect(consent.init()).toMatchObject({ status: "declined", notice: "gpc" });
    expect(consent.allows("analytics")).toBe(false);
  });

  it("keeps advertising denied even if the visitor then accepts everything", () => {
    const consent = manager({
      storage: memoryStorage(),
      navigator: { globalPrivacyControl: true },
    });
    consent.init();
    consent.acceptAll();
    expect(consent.allows("analytics")).toBe(true);
    expect(consent.allows("marketing")).toBe(false);
  });

  it("ignores a GPC value other than true", () => {
    const navigator = { globalPrivacyControl: "1" as unknown as boolean };
    const consent = manager({ storage: memoryStorage(), navigator });
    expect(consent.init()).toMatchObject({ status: "unknown", notice: null });
  });

  it("hides the notice on dismissNotice", () => {
    const consent = manager({
      storage: memoryStorage(),
      navigator: { globalPrivacyControl: true },
    });
    consent.init();
    consent.dismissNotice();
    expect(consent.getState().notice).toBeNull();
  });
});

describe("createConsentManager: policy revision", () => {
  it("re-prompts a visitor who answered an older revision", () => {
    const storage = storedRecord({ cookieConsent: "accepted", timestamp: NOW - 1000, revision: 2 });
    const consent = manager({ storage, revision: 3 });
    expect(consent.init()).toMatchObject({ status: "unknown", showBanner: true, revision: 3 });
  });

  it("keeps a choice made under the current revision", () => {
    const storage = storedRecord({ cookieConsent: "accepted", timestamp: NOW - 1000, revision: 3 });
    expect(manager({ storage, revision: 3 }).init()).toMatchObject({ status: "accepted" });
  });

  it("counts a record without revision as revision 1", () => {
    const storage = storedRecord({ cookieConsent: "accepted", timestamp: NOW - 1000 });
    expect(manager({ storage }).init().status).toBe("accepted");
    expect(manager({ storage, revision: 2 }).init().status).toBe("unknown");
  });

  it("stores the current revision with a choice", () => {
    const storage = memoryStorage();
    manager({ storage, revision: 4 }).acceptAll();
    expect(JSON.parse(storage.entries.get("cookieConsent")!).revision).toBe(4);
  });
});

describe("createConsentManager: listeners", () => {
  it("calls listeners with the new state and why, until they unsubscribe", () => {
    const consent = manager({ storage: memoryStorage() });
    const listener = vi.fn();
    const unsubscribe = consent.subscribe(listener);
    consent.init();
    consent.acceptAll();
    consent.reopen();
    unsubscribe();
    consent.declineAll();
    expect(listener.mock.calls.map(([state, change]) => [state.status, change])).toEqual([
      ["unknown", "init"],
      ["accepted", "choice"],
      ["accepted", "banner"],
    ]);
  });

  it("shows the banner again on reopen so the visitor can change their mind", () => {
    const storage = storedRecord({ cookieConsent: "accepted", timestamp: NOW - 1000 });
    const consent = manager({ storage });
    consent.init();
    consent.reopen();
    expect(consent.getState()).toMatchObject({ status: "accepted", showBanner: true });
    consent.declineAll();
    expect(consent.getState()).toMatchObject({ status: "declined", showBanner: false });
  });
});
