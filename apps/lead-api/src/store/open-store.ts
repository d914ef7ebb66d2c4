import type { Config } from "../config";
import type { LeadStore } from "./lead-store";
import { openPostgresStore } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";

/**
 * Opens the store the configuration asks for: PostgreSQL when `DATABASE_URL` is set (several
 * instances behind a load balancer), else SQLite in the data folder (one instance, nothing else
 * to run). Both create or migrate their schema on open.
 */
export async function openStore(
  config: Pick<Config, "databaseUrl" | "dataDir">,
): Promise<LeadStore> {
  return config.databaseUrl
    ? openPostgresStore({ connectionString: config.databaseUrl })
    : openSqliteStore({ dataDir: config.dataDir });
}
