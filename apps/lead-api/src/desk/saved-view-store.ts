import { VIEWS_MAX, type ViewList } from "@vantreo/contracts/core";
import type { Row, StatementDatabase } from "../store/statement-database";

/** A saved view as stored. */
export type StoredView = {
  id: string;
  staffId: string;
  list: ViewList;
  name: string;
  search: string;
  createdAt: number;
  updatedAt: number;
};

const COLUMNS = "id, staff_id, list, name, search, created_at, updated_at";

function viewOf(row: Row): StoredView {
  return {
    id: String(row.id),
    staffId: String(row.staff_id),
    list: row.list === "spam" ? "spam" : "inbox",
    name: String(row.name),
    search: String(row.search),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * Each staff member's named views of the inbox and the spam folder over a
 * {@link StatementDatabase} (SQLite and PostgreSQL alike). Every call names the staff member:
 * nobody reads, renames or deletes another person's view.
 */
export function createSavedViewStore(db: StatementDatabase) {
  const find = async (staffId: string, id: string) => {
    const [row] = await db.all(`SELECT ${COLUMNS} FROM staff_views WHERE id = ? AND staff_id = ?`, [
      id,
      staffId,
    ]);
    return row ? viewOf(row) : null;
  };
  return {
    /** The person's views, oldest first. */
    async list(staffId: string): Promise<StoredView[]> {
      const rows = await db.all(
        `SELECT ${COLUMNS} FROM staff_views WHERE staff_id = ? ORDER BY created_at, id`,
        [staffId],
      );
      return rows.map(viewOf);
    },

    /**
     * Saves a view: one of the same name and list is replaced, and the person keeps at most
     * {@link VIEWS_MAX} per list (the oldest others go).
     */
    async save(view: Omit<StoredView, "updatedAt">): Promise<StoredView> {
      const { id, staffId, list, name, search, createdAt } = view;
      await db.run([
        {
          sql: "DELETE FROM staff_views WHERE staff_id = ? AND list = ? AND name = ?",
          params: [staffId, list, name],
        },
        {
          sql: `INSERT INTO staff_views (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          params: [id, staffId, list, name, search, createdAt, createdAt],
        },
        {
          sql: `DELETE FROM staff_views WHERE staff_id = ? AND list = ? AND id <> ? AND id NOT IN (
            SELECT id FROM staff_views WHERE staff_id = ? AND list = ? AND id <> ?
            ORDER BY created_at DESC, id DESC LIMIT ?)`,
          params: [staffId, list, id, staffId, list, id, VIEWS_MAX - 1],
        },
      ]);
      return { ...view, updatedAt: createdAt };
    },

    /**
     * Renames the person's view; another of theirs with that name in the same list is replaced.
     * Null when the person has no view of that id.
     */
    async rename(staffId: string, id: string, name: string, at: number) {
      const done = await db.run([
        {
          sql: `DELETE FROM staff_views WHERE staff_id = ? AND name = ? AND id <> ?
            AND list = (SELECT list FROM staff_views WHERE id = ? AND staff_id = ?)`,
          params: [staffId, name, id, id, staffId],
        },
        {
          sql: "UPDATE staff_views SET name = ?, updated_at = ? WHERE id = ? AND staff_id = ?",
          params: [name, at, id, staffId],
          mustChange: true,
        },
      ]);
      return done === null ? null : find(staffId, id);
    },

    /** Deletes the person's view; false when they have none of that id. */
    async remove(staffId: string, id: string): Promise<boolean> {
      const done = await db.run([
        {
          sql: "DELETE FROM staff_views WHERE id = ? AND staff_id = ?",
          params: [id, staffId],
          mustChange: true,
        },
      ]);
      return done !== null;
    },
  };
}

/** The saved views of either database. */
export type SavedViewStore = ReturnType<typeof createSavedViewStore>;
