/**
 * `dataroom_submissions`: every access request as sent, kept apart from `dataroom_requests`
 * until the link mailed to its address is followed (README, "Investor data room"). Only then does
 * its text reach the investor-relations console, so a stranger who types someone else's address
 * can neither put a request in that person's name before the console nor change the text of a
 * pending one. The link's token is stored only as a SHA-256 digest; once verified, the
 * submission keeps only its address, locale and times (its text lives on in the request). The
 * same statements in both dialects; appended to both stores' migration lists; never edited once
 * released.
 */
export function dataroomSubmissionsMigration({ time }: { time: string }): string {
  return `
  CREATE TABLE dataroom_submissions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    name TEXT,
    firm TEXT,
    message TEXT,
    locale TEXT NOT NULL,
    submitted_at ${time} NOT NULL,
    token_digest TEXT NOT NULL UNIQUE,
    expires_at ${time} NOT NULL,
    verified_at ${time}
  );
  CREATE INDEX dataroom_submissions_email ON dataroom_submissions (email);
  CREATE INDEX dataroom_submissions_expires_at ON dataroom_submissions (expires_at);
  `;
}

/** The table of {@link dataroomSubmissionsMigration}, for tests that empty the database. */
export const DATAROOM_SUBMISSION_TABLES = ["dataroom_submissions"] as const;
