/** The banner returns when the stored choice is older than this (spec section 9: 30 days). */
export const CONSENT_REPROMPT_MS = 2_592_000_000;

/** The stored record of spec section 3. */
export interface ConsentRecord {
  cookieConsent: "accepted" | "declined";
  timestamp: number;
}

/** True when there is no record or the record is older than {@link CONSENT_REPROMPT_MS}. */
export function needsConsentPrompt(record: ConsentRecord | null, now: number): boolean {
  if (!record) return true;
  return now - record.timestamp > CONSENT_REPROMPT_MS;
}
