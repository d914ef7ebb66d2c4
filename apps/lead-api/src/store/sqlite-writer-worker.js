// @ts-check
// The SQLite writer thread (plain JavaScript: worker threads load it without a TypeScript step).
// It owns the only write connection and commits every unit of work that arrived during one turn
// of its event loop in one transaction: group commit. `synchronous=FULL` makes each COMMIT fsync
// the WAL; doing that here keeps the request thread parsing and validating while the disk syncs.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

if (!parentPort) throw new Error("sqlite-writer-worker must run as a worker thread");
const port = parentPort;
/** @type {{ file: string, autocheckpointPages: number, maxPageCount?: number }} */
const options = workerData;

const db = new Database(options.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");
// Erased and purged rows are overwritten with zeros instead of staying readable in free pages
// (https://sqlite.org/pragma.html#pragma_secure_delete); this connection does every delete.
db.pragma("secure_delete = ON");
// The checkpoint thread keeps the WAL short; this threshold (pages) only matters if it died.
db.pragma(`wal_autocheckpoint = ${options.autocheckpointPages}`);
// Per connection: only the writer needs the cap that simulates a full disk.
if (options.maxPageCount !== undefined)
  db.pragma(`max_page_count = ${Math.floor(options.maxPageCount)}`);

/** @type {Map<string, import("better-sqlite3").Statement>} */
const statements = new Map();
/** Statements of the units, by the number the request thread gave their SQL text. */
/** @type {Map<number, import("better-sqlite3").Statement>} */
const defined = new Map();
const prepare = (/** @type {string} */ sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};

// Errors that leave the transaction unusable: every unit of the batch fails with them.
const FATAL = ["SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CORRUPT", "SQLITE_NOMEM", "SQLITE_READONLY"];
const isFatal = (/** @type {any} */ error) =>
  FATAL.some((code) => String(error?.code ?? "").startsWith(code));
const errorOf = (/** @type {any} */ error) => ({
  code: String(error?.code ?? "ERROR"),
  message: String(error?.message ?? error),
});

/** @typedef {{ id: number, statements: { sql: number, params: unknown[], mustChange?: boolean }[] }} Unit */
/** @type {Unit[]} */
let queue = [];
let scheduled = false;

/** Runs one unit inside its own savepoint; a statement that must change a row and did not undoes the unit. */
function runUnit(/** @type {Unit} */ unit) {
  prepare("SAVEPOINT unit").run();
  try {
    const changes = [];
    for (const statement of unit.statements) {
      const prepared = defined.get(statement.sql);
      if (!prepared) throw new Error(`statement ${statement.sql} was never defined`);
      const info = prepared.run(...statement.params);
      if (statement.mustChange && info.changes === 0) {
        prepare("ROLLBACK TO unit").run();
        prepare("RELEASE unit").run();
        return { id: unit.id, ok: true, conflict: true };
      }
      changes.push(info.changes);
    }
    prepare("RELEASE unit").run();
    return { id: unit.id, ok: true, conflict: false, changes };
  } catch (error) {
    if (isFatal(error)) throw error;
    prepare("ROLLBACK TO unit").run();
    prepare("RELEASE unit").run();
    return { id: unit.id, ok: false, error: errorOf(error) };
  }
}

function flush() {
  scheduled = false;
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  /** @type {object[]} */
  let results;
  try {
    prepare("BEGIN IMMEDIATE").run();
    results = batch.map(runUnit);
    prepare("COMMIT").run();
  } catch (error) {
    if (db.inTransaction) prepare("ROLLBACK").run();
    // Nothing of the batch is durable: every caller hears so, none answers 2xx.
    results = batch.map((unit) => ({ id: unit.id, ok: false, error: errorOf(error) }));
  }
  port.postMessage(results);
}

port.on(
  "message",
  (
    /** @type {{ definitions: [number, string][], units: Unit[] } | { close: true } | { truncateWal: true }} */ message,
  ) => {
    if ("truncateWal" in message) {
      flush();
      // After an erasure: the WAL still holds the pages as they were before it. A TRUNCATE
      // checkpoint copies the overwritten pages into the database and empties the WAL file.
      let busy = true;
      try {
        busy = Number(db.pragma("wal_checkpoint(TRUNCATE)", { simple: true })) !== 0;
      } catch {
        // A busy database keeps the old frames until the checkpoint thread's next full pass.
      }
      port.postMessage({ truncatedWal: !busy });
      return;
    }
    if ("close" in message) {
      flush();
      // Folds the WAL back into the database so the data folder holds one self-contained file.
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.close();
      port.postMessage({ closed: true });
      return;
    }
    for (const [number, sql] of message.definitions) defined.set(number, db.prepare(sql));
    queue.push(...message.units);
    if (!scheduled) {
      scheduled = true;
      // setImmediate runs after this turn's messages: every unit that arrived meanwhile joins.
      setImmediate(flush);
    }
  },
);
port.postMessage({ ready: true });
