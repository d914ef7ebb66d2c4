import { createConsentManager } from "@vantreo/consent";
import { describe, expect, it, vi } from "vitest";
import { reportConsentChoices } from "./consent-proof-reporter";
import { memoryStorage, storedChoice } from "./consent-test-harness";

const NOW = Date.UTC(2025, 9, 1, 12, 0, 0);
const ENDPOINT = "https://leads.example.test/v1/consents";

function setup(initial: Record<string, string> = {}, endpoint = ENDPOINT) {
  const manager = createConsentManager({
    storage: memoryStorage(initial),
    navigator: {},
    now: () => NOW,
  });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 201 }));
  const stop = reportConsentChoices(manager, {
    endpoint,
    context: () => ({ locale: "de", page: "/de/services?utm_source=mail&email=a@b.example" }),
    fetch,
  });
  return { manager, fetch, stop };
}

function sentBody(fetch: ReturnType<typeof setup>["fetch"]): unknown {
  return JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
}

describe("reportConsentChoices", () => {
  it("posts the proof of an acceptance with the locale and the bare path, nothing personal", () => {
    const { manager, fetch } = setup();
    manager.init();
    manager.acceptAll();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(ENDPOINT);
    expect(sentBody(fetch)).toEqual({
      choice: "accepted",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
      timestamp: "2025-10-01T12:00:00.000Z",
      revision: 1,
      locale: "de",
      page: "/de/services",
    });
  });

  it("posts the proof of a decline", () => {
    const { manager, fetch } = setup();
    manager.declineAll();
    expect(sentBody(fetch)).toMatchObject({
      choice: "declined",
      categories: { functional: true, analytics: false, marketing: false, personalization: false },
    });
  });

  it("sends nothing when a stored choice is only read back", () => {
    const { manager, fetch } = setup(storedChoice("accepted", NOW - 1000));
    manager.init();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends nothing without a consent endpoint, or after unsubscribing", () => {
    const silent = setup({}, "");
    silent.manager.acceptAll();
    expect(silent.fetch).not.toHaveBeenCalled();
    const stopped = setup();
    stopped.stop();
    stopped.manager.acceptAll();
    expect(stopped.fetch).not.toHaveBeenCalled();
  });
});
