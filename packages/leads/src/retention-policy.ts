/**
 * The retention periods the privacy policy promises for what the lead API stores ("How long we
 * keep data" in apps/site/app/copy/pages/privacy-policy.ts): the lead API's purge applies them
 * (`src/retention`), and the site's `app/copy/privacy-policy.test.ts` reads the policy's table in
 * all three languages and fails when the two disagree. `inquiryMonths` and `clientYears` are the
 * defaults of `LEAD_API_INQUIRY_RETENTION_MONTHS` and `LEAD_API_CLIENT_RETENTION_YEARS`.
 */
export const RETENTION_POLICY = {
  /** Inquiries that do not lead to an engagement: months after the last contact. */
  inquiryMonths: 24,
  /** Client relationship and contract records (won leads, paid purchases): years after the last contact. */
  clientYears: 7,
  /** Consent records: years from the choice. */
  consentYears: 3,
  /** Data-rights requests: months from receipt (the CCPA regulations' 24 months). */
  dataRequestMonths: 24,
  /** Messages the filters flagged as spam: days from receipt. */
  spamDays: 30,
  /**
   * Newsletter signups never confirmed: days after their confirmation link expired. No consent
   * was given, so nothing justifies keeping the address longer.
   */
  unconfirmedSignupDays: 30,
} as const;
