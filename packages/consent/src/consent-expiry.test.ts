import { describe, expect, it } from "vitest";
import { CONSENT_REPROMPT_MS, needsConsentPrompt } from "./consent-expiry";

describe("needsConsentPrompt", () => {
  const now = Date.UTC(2026, 10, 22);

  it("prompts when there is no record", () => {
    expect(needsConsentPrompt(null, now)).toBe(true);
  });

  it("keeps a record that is exactly 30 days old and re-prompts one millisecond later", () => {
    expect(CONSENT_REPROMPT_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const record = { cookieConsent: "accepted" as const, timestamp: now - CONSENT_REPROMPT_MS };
    expect(needsConsentPrompt(record, now)).toBe(false);
    expect(needsConsentPrompt(record, now + 1)).toBe(true);
  });
});
