import { describe, expect, it } from "vitest";
import { StorageError, toStorageError } from "./storage-error";

const withCode = (code: string) => Object.assign(new Error("driver error"), { code });

describe("toStorageError", () => {
  it("names SQLite's and PostgreSQL's disk-full errors as full", () => {
    expect(toStorageError(withCode("SQLITE_FULL")).failure).toBe("full");
    expect(toStorageError(withCode("53100")).failure).toBe("full");
    expect(toStorageError(withCode("ENOSPC")).failure).toBe("full");
  });

  it("treats every other driver error as the store being unavailable", () => {
    expect(toStorageError(withCode("ECONNREFUSED")).failure).toBe("unavailable");
    expect(toStorageError(new Error("boom")).failure).toBe("unavailable");
  });

  it("keeps the driver error as the cause and passes StorageErrors through", () => {
    const cause = withCode("SQLITE_IOERR");
    expect(toStorageError(cause).cause).toBe(cause);
    const error = new StorageError("full");
    expect(toStorageError(error)).toBe(error);
  });
});
