/**
 * Issue #34: `lead_magnet_links` holds the download link of each lead-magnet request (one per
 * lead): which brief in which language, the link's token only as a SHA-256 digest, when it
 * expires, and the downloads made with it (the record of the download on the lead, exported and
 * erased with it, see the personal-data map). Appended to both stores' migration lists; never
 * edited once released.
 */
export function leadMagnetMigration({ time }: { time: string }): string {
  return `
  CREATE TABLE lead_magnet_links (
    lead_id TEXT PRIMARY KEY,
    service_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    token_digest TEXT NOT NULL UNIQUE,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    downloads INTEGER NOT NULL DEFAULT 0,
    first_downloaded_at ${time},
    last_downloaded_at ${time}
  );
  `;
}

/** The tables of this migration (the tests empty them between cases). */
export const LEAD_MAGNET_TABLES = ["lead_magnet_links"] as const;
