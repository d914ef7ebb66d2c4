#!/usr/bin/env node
// `pnpm --filter @vantreo/lead-api db:restore FILE [--force]`: writes a backup made by db:backup
// into the store the environment configures. Stop the service first (OPERATIONS.md): answers
// given between the backup and the restore are not in the backup. A store that already holds
// leads is only replaced with --force.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadStoreConfig } from "./backup/load-store-config.mjs";
import { restorePostgres } from "./backup/postgres-backup.mjs";
import { restoreSqlite } from "./backup/sqlite-backup.mjs";

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error("usage: db:restore <backup file> [--force]");
  // pnpm runs the script in the package folder; INIT_CWD is where the operator typed the command.
  const backup = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const store = await loadStoreConfig();
  const result =
    store.kind === "sqlite"
      ? await restoreSqlite(backup, store.file, { force: values.force })
      : await restorePostgres(backup, store.url, { force: values.force });
  process.stdout.write(`${JSON.stringify({ restore: "ok", store: store.kind, ...result })}\n`);
} catch (error) {
  process.stderr.write(`db:restore failed: ${error.stderr || error.message}\n`);
  process.exit(1);
}
