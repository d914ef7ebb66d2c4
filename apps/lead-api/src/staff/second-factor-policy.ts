/**
 * The account-wide cap on second-factor guesses, counted only once the password was right (so
 * only whoever holds the password can trip it, never a stranger typing wrong passwords): 10 wrong
 * codes a day are free, then the account waits a minute after its newest wrong code, twice as
 * long after each further one, an hour at most, and its holder is told by mail. About 40 guesses
 * a day of 10^6 codes (OWASP ASVS 2.2.1, NIST SP 800-63B section 5.2.2).
 */
export const SECOND_FACTOR_POLICY = {
  freeFailures: 10,
  lookbackMs: 24 * 3_600_000,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
} as const;
