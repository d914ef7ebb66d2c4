import { Worker } from "node:worker_threads";
import { WRITER_AUTOCHECKPOINT_PAGES } from "./sqlite-checkpointer";
import { StorageError, toStorageError } from "./storage-error";

/** A value SQLite can bind. */
export type SqlValue = string | number | null;

/** One statement of a unit; `mustChange` undoes the whole unit when it changes no row. */
export type SqlStatement = { sql: string; params: SqlValue[]; mustChange?: boolean };

/** The outcome of a unit: undone because a `mustChange` statement changed nothing, or committed. */
export type UnitResult = { conflict: true } | { conflict: false; changes: number[] };

/** The writer thread of the SQLite store; see {@link startSqliteWriter}. */
export type SqliteWriter = {
  /** Runs the statements atomically; resolves once the transaction holding them is durable. */
  run(statements: SqlStatement[]): Promise<UnitResult>;
  /**
   * Folds the WAL into the database and empties it (`wal_checkpoint(TRUNCATE)`), so no earlier
   * version of an erased row stays in the WAL file; resolves false when readers kept it busy.
   */
  truncateWal(): Promise<boolean>;
  /** False once the thread died; every write then fails. */
  alive(): boolean;
  close(): Promise<void>;
};

type WorkerResult =
  | { id: number; ok: true; conflict: boolean; changes?: number[] }
  | { id: number; ok: false; error: { code: string; message: string } };

type Pending = { resolve: (result: UnitResult) => void; reject: (error: unknown) => void };

/**
 * Starts the writer thread (`sqlite-writer-worker.js`), which owns the only write connection and
 * group-commits units of statements. If the thread dies, every pending and later write fails with
 * a StorageError (503), never a 2xx.
 */
export function startSqliteWriter(file: string, maxPageCount?: number): Promise<SqliteWriter> {
  const worker = new Worker(new URL("./sqlite-writer-worker.js", import.meta.url), {
    workerData: {
      file,
      autocheckpointPages: WRITER_AUTOCHECKPOINT_PAGES,
      ...(maxPageCount === undefined ? {} : { maxPageCount }),
    },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: StorageError | undefined;
  let onClosed: (() => void) | undefined;
  const truncations: ((done: boolean) => void)[] = [];
  // Units are posted once per turn of the event loop: one structured clone instead of one per
  // request. Each SQL text crosses to the thread once; later units name it by number.
  let outgoing: { id: number; statements: SqlStatement[] }[] = [];
  const sqlNumbers = new Map<string, number>();
  const post = () => {
    const definitions: [number, string][] = [];
    const units = outgoing.map(({ id, statements }) => ({
      id,
      statements: statements.map(({ sql, params, mustChange }) => {
        let number = sqlNumbers.get(sql);
        if (number === undefined) {
          number = sqlNumbers.size + 1;
          sqlNumbers.set(sql, number);
          definitions.push([number, sql]);
        }
        return { sql: number, params, ...(mustChange ? { mustChange } : {}) };
      }),
    }));
    outgoing = [];
    worker.postMessage({ definitions, units });
  };

  function failAll(error: unknown) {
    failure = toStorageError(error);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
    for (const done of truncations.splice(0)) done(false);
  }

  return new Promise((resolve, reject) => {
    worker.on("error", (error) => {
      failAll(error);
      reject(error);
    });
    worker.on("exit", () => {
      failAll(new StorageError("unavailable"));
      onClosed?.();
    });
    worker.on(
      "message",
      (
        message: WorkerResult[] | { ready: true } | { closed: true } | { truncatedWal: boolean },
      ) => {
        if ("ready" in message) return resolve(writer);
        if ("truncatedWal" in message) return truncations.shift()?.(message.truncatedWal);
        if ("closed" in message) return void worker.terminate();
        for (const result of message) {
          const waiter = pending.get(result.id);
          pending.delete(result.id);
          if (!waiter) continue;
          if (!result.ok)
            waiter.reject(
              toStorageError(
                Object.assign(new Error(result.error.message), { code: result.error.code }),
              ),
            );
          else
            waiter.resolve(
              result.conflict
                ? { conflict: true }
                : { conflict: false, changes: result.changes ?? [] },
            );
        }
      },
    );

    const writer: SqliteWriter = {
      run(statements) {
        if (failure) return Promise.reject(failure);
        const id = nextId++;
        return new Promise<UnitResult>((resolveUnit, rejectUnit) => {
          pending.set(id, { resolve: resolveUnit, reject: rejectUnit });
          outgoing.push({ id, statements });
          if (outgoing.length === 1) setImmediate(post);
        });
      },
      truncateWal() {
        if (failure) return Promise.reject(failure);
        return new Promise<boolean>((resolveTruncate) => {
          truncations.push(resolveTruncate);
          // Units posted this turn go first: the checkpoint must see the erasure committed.
          if (outgoing.length > 0) post();
          worker.postMessage({ truncateWal: true });
        });
      },
      alive: () => failure === undefined,
      close() {
        if (failure) return Promise.resolve();
        return new Promise<void>((resolveClose) => {
          onClosed = resolveClose;
          if (outgoing.length > 0) post();
          worker.postMessage({ close: true });
        });
      },
    };
  });
}
