import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import type { StatementDatabase } from "../store/statement-database";
import { leadMagnetTokenDigest } from "./lead-magnet-token";

/** What a download link gives: the brief (recorded as downloaded), or why not. */
export type LeadMagnetDownload =
  | { outcome: "downloaded"; serviceId: string; locale: Locale }
  | { outcome: "expired"; locale: Locale }
  | { outcome: "unknown" };

/** The lead-magnet links of either store. */
export type LeadMagnetStore = ReturnType<typeof createLeadMagnetStore>;

/**
 * The download links over a {@link StatementDatabase}, so one implementation serves SQLite and
 * PostgreSQL. A download is recorded on the link's row (count, first and last time) in the same
 * statement that checks the expiry, so a link cannot be used after it expired by a race.
 */
export function createLeadMagnetStore(db: StatementDatabase) {
  async function download(token: string, now: number): Promise<LeadMagnetDownload> {
    const digest = leadMagnetTokenDigest(token);
    const [row] = await db.all(
      "SELECT service_id, locale, expires_at FROM lead_magnet_links WHERE token_digest = ?",
      [digest],
    );
    if (!row) return { outcome: "unknown" };
    const stored = String(row.locale);
    const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    if (Number(row.expires_at) <= now) return { outcome: "expired", locale };
    const recorded = await db.run([
      {
        sql: "UPDATE lead_magnet_links SET downloads = downloads + 1, first_downloaded_at = COALESCE(first_downloaded_at, ?), last_downloaded_at = ? WHERE token_digest = ? AND expires_at > ?",
        params: [now, now, digest, now],
        mustChange: true,
      },
    ]);
    // The row was erased or expired between the read and the write.
    if (!recorded) return { outcome: "unknown" };
    return { outcome: "downloaded", serviceId: String(row.service_id), locale };
  }

  return {
    /** `GET /v1/lead-magnets/download`: records a download while the link is valid. */
    download,
  };
}
