/** Why the store refused a write: the disk (or quota) is full, or the database is unreachable. */
export type StorageFailure = "full" | "unavailable";

/**
 * A storage failure the client may retry later: the API answers 503 with `Retry-After` and never
 * a 2xx, because nothing was durably written.
 */
export class StorageError extends Error {
  override readonly name = "StorageError";
  constructor(
    readonly failure: StorageFailure,
    options?: { cause?: unknown },
  ) {
    super(failure === "full" ? "storage is full" : "storage is unavailable", options);
  }
}

const FULL_CODES = new Set([
  "SQLITE_FULL", // database or disk full, including PRAGMA max_page_count
  "53100", // PostgreSQL disk_full
  "53200", // PostgreSQL out_of_memory
  "ENOSPC",
  "EDQUOT",
]);

/** Wraps any error thrown by a database driver into a {@link StorageError}. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return new StorageError(FULL_CODES.has(code) ? "full" : "unavailable", { cause: error });
}
