import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { testClock } from "../test-support/dataroom-kit";
import { appWithDataroom, storePersonEverywhere } from "../test-support/person-everywhere";
import { ADMIN_TOKEN, postJson } from "../test-support/test-app";
import { useTestStore } from "../test-support/test-stores";
import { SQLITE_FILE_NAME } from "./sqlite-store";

/** Folds the WAL into the database file and empties it, so the file alone holds every page. */
function checkpoint(dataDir: string): void {
  const db = new Database(join(dataDir, SQLITE_FILE_NAME));
  db.pragma("busy_timeout = 5000");
  expect(db.pragma("wal_checkpoint(TRUNCATE)")).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
  db.close();
}

/** The probes found anywhere in the raw bytes of the database and its WAL. */
function probesOnDisk(dataDir: string, probes: string[]): string[] {
  const file = join(dataDir, SQLITE_FILE_NAME);
  const bytes = Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`)]);
  return probes.filter((probe) => bytes.includes(Buffer.from(probe, "utf8")));
}

describe("SQLite erasure on disk", () => {
  const currentStore = useTestStore("sqlite");

  it("overwrites erased rows: the raw file no longer holds the person's e-mail or any other trace", async () => {
    const { store, dataDir = "" } = currentStore();
    const app = await appWithDataroom(store, testClock().now);
    const person = await storePersonEverywhere(app, 1);
    checkpoint(dataDir);
    // The test can see the person in the raw bytes before the erasure.
    expect(probesOnDisk(dataDir, person.probes)).toEqual(person.probes);
    const response = await postJson(
      app,
      "/admin/v1/subjects/erase",
      { email: person.email },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(response.status).toBe(200);
    checkpoint(dataDir);
    expect(probesOnDisk(dataDir, person.probes)).toEqual([]);
  });

  it("empties the WAL itself, so no older page version keeps the person after the erasure answers", async () => {
    const { store, dataDir = "" } = currentStore();
    const app = await appWithDataroom(store, testClock().now);
    const person = await storePersonEverywhere(app, 2);
    // The person's pages sit in the WAL (and in the database once the checkpoint thread ran).
    expect(probesOnDisk(dataDir, person.probes)).toEqual(person.probes);
    const response = await postJson(
      app,
      "/admin/v1/subjects/erase",
      { email: person.email },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(response.status).toBe(200);
    expect(probesOnDisk(dataDir, person.probes)).toEqual([]);
  });
});
