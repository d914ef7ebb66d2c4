#!/usr/bin/env node
// `pnpm --filter @vantreo/lead-api db:backup [--out FILE]`: an online backup of the store the
// environment configures (DATABASE_URL → pg_dump, else SQLite's backup API), safe while the
// service runs. Prints one JSON line: the file, its size and the rows it holds.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadStoreConfig, timestampedName } from "./backup/load-store-config.mjs";
import { backupPostgres } from "./backup/postgres-backup.mjs";
import { backupSqlite } from "./backup/sqlite-backup.mjs";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const store = await loadStoreConfig();
  // pnpm runs the script in the package folder; INIT_CWD is where the operator typed the command.
  const out = values.out
    ? resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
    : join(store.dataDir, "backups", timestampedName(store.kind === "sqlite" ? "sqlite" : "dump"));
  const result =
    store.kind === "sqlite"
      ? await backupSqlite(store.file, out)
      : await backupPostgres(store.url, out);
  process.stdout.write(`${JSON.stringify({ backup: "ok", store: store.kind, ...result })}\n`);
} catch (error) {
  process.stderr.write(`db:backup failed: ${error.stderr || error.message}\n`);
  process.exit(1);
}
