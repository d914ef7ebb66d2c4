import { describe, expect, it } from "vitest";
import { CONSENT_REPROMPT_MS, needsConsentPrompt } from "./consent-expiry";

describe("needsConsentPrompt", () => {
  const now = Date.UTC(2026, 10, 22);
  const thirtyDays = 30 * 24 * 60 * 60 * 1000;

  it("prompts when there is no record", () => {
    expect(needsConsentPrompt(null, now)).toBe(true);
  });

  it("uses the spec's 2,592,000,000 ms (30 days)", () => {
    expect(CONSENT_REPROMPT_MS).toBe(2_592_000_000);
    expect(thirtyDays).toBe(2_592_000_000);
  });

  it("keeps a record one millisecond younger than 30 days", () => {
    const record = { cookieConsent: "accepted" as const, timestamp: now - (2_592_000_000 - 1) };
    expect(needsConsentPrompt(record, now)).toBe(false);
  });

  it("keeps a record that is exactly 30 days old and re-prompts one millisecond later", () => {
    const record = { cookieConsent: "accepted" as const, timestamp: now - thirtyDays };
    expect(needsConsentPrompt(record, now)).toBe(false);
    expect(needsConsentPrompt(record, now + 1)).toBe(true);
  });

  it("re-prompts for a declined record just as for an accepted one", () => {
    const record = { cookieConsent: "declined" as const, timestamp: now - thirtyDays - 1 };
    expect(needsConsentPrompt(record, now)).toBe(true);
  });
});
