// SQLite backups through SQLite's online backup API (https://sqlite.org/backup.html), which
// better-sqlite3 exposes as db.backup(): a consistent copy taken page by page while the service
// keeps reading and writing, unlike copying the file (which can catch a half-written WAL).
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/** Row counts of the tables an operator checks after a backup or a restore. */
function counts(db) {
  const count = (table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
  return { leads: count("leads"), dataRequests: count("data_requests"), outbox: count("outbox") };
}

function assertIntact(db, what) {
  const result = db.pragma("integrity_check", { simple: true });
  if (result !== "ok") throw new Error(`${what} failed PRAGMA integrity_check: ${result}`);
}

/** Leads in the database at `file`, or 0 when there is none yet. */
function existingLeads(file) {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'leads'")
      .get();
    return table ? db.prepare("SELECT count(*) AS n FROM leads").get().n : 0;
  } finally {
    db.close();
  }
}

/**
 * Copies the live database at `file` to `out` while the service runs, then turns the copy into a
 * single self-contained file (rollback journal instead of WAL, so no -wal/-shm beside it) and
 * checks it.
 */
export async function backupSqlite(file, out) {
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  mkdirSync(dirname(out), { recursive: true });
  const live = new Database(file, { fileMustExist: true });
  live.pragma("busy_timeout = 5000");
  try {
    await live.backup(out);
  } finally {
    live.close();
  }
  const copy = new Database(out, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    assertIntact(copy, "the backup");
    return { file: out, bytes: statSync(out).size, ...counts(copy) };
  } finally {
    copy.close();
  }
}

/**
 * Writes the backup at `backup` into the database at `file` with the same backup API in the
 * other direction (what the sqlite3 shell's `.restore` does): the live file, its WAL included, is
 * replaced as a whole under SQLite's own locks. Refuses to overwrite a database that holds leads
 * unless `force` is set.
 */
export async function restoreSqlite(backup, file, { force = false } = {}) {
  if (!existsSync(backup)) throw new Error(`no backup at ${backup}`);
  const source = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    assertIntact(source, "the backup");
    const present = existingLeads(file);
    if (present > 0 && !force)
      throw new Error(`${file} holds ${present} leads; pass --force to replace them`);
    mkdirSync(dirname(file), { recursive: true });
    await source.backup(file);
  } finally {
    source.close();
  }
  const restored = new Database(file, { fileMustExist: true });
  try {
    // The service runs in WAL mode (see the SQLite store); the copy carries the backup's mode.
    restored.pragma("journal_mode = WAL");
    assertIntact(restored, "the restored database");
    return { file, ...counts(restored) };
  } finally {
    restored.close();
  }
}
