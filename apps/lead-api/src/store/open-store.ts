import type { Config } from "../config";
import type { LeadStore } from "./lead-store";
import { withMailFiles } from "./mail-file-store";
import { openPostgresStore } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";

/**
 * Opens the store the configuration asks for: PostgreSQL when `DATABASE_URL` is set (several
 * instances behind a load balancer), else SQLite in the data folder (one instance, nothing else
 * to run). Both create or migrate their schema on open. Either way the mail relay's `.eml` files
 * in the data folder are erased and purged with the rows (`withMailFiles`).
 */
export async function openStore(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<LeadStore> {
  const store = config.databaseUrl
    ? await openPostgresStore({ connectionString: config.databaseUrl })
    : await openSqliteStore({ dataDir: config.dataDir });
  return withMailFiles(store, config.dataDir);
}
