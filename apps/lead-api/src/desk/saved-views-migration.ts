/**
 * Issue #31: `staff_views` holds each staff member's named views of the inbox and the spam
 * folder (the filter's query string), so a person finds their views in every browser. One name
 * per person and list. Appended to both stores' migration lists; never edited once released.
 */
export function savedViewsMigration({ time }: { time: string }): string {
  return `
  CREATE TABLE staff_views (
    id TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL,
    list TEXT NOT NULL,
    name TEXT NOT NULL,
    search TEXT NOT NULL,
    created_at ${time} NOT NULL,
    updated_at ${time} NOT NULL,
    UNIQUE (staff_id, list, name)
  );
  `;
}

/** The tables of this migration (the tests empty them between cases). */
export const SAVED_VIEW_TABLES = ["staff_views"] as const;
