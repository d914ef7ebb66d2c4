// @ts-check
// The SQLite checkpoint thread (plain JavaScript, like the writer thread). It copies the WAL back
// into the database file every `intervalMs` with PASSIVE checkpoints, which never block the writer,
// so the writer thread never stalls on a checkpoint's own fsync in the middle of a request.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

if (!parentPort) throw new Error("sqlite-checkpoint-worker must run as a worker thread");
const port = parentPort;
/** @type {{ file: string, intervalMs: number }} */
const options = workerData;

const db = new Database(options.file);
db.pragma("busy_timeout = 5000");
const checkpoint = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // A busy database is checkpointed on the next tick; the writer's own threshold is the backstop.
  }
};
const timer = setInterval(checkpoint, options.intervalMs);

port.on("message", () => {
  clearInterval(timer);
  db.close();
  port.postMessage({ closed: true });
});
port.postMessage({ ready: true });
