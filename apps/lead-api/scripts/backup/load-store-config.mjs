// The store settings of the lead API, read from the same environment as the service
// (DATABASE_URL, else LEAD_API_DATA_DIR), through the service's own validated configuration.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const builtIndex = join(appDir, "dist", "index.js");

/**
 * @returns {Promise<{ kind: "sqlite", file: string, dataDir: string } | { kind: "postgres", url: string, dataDir: string }>}
 */
export async function loadStoreConfig() {
  if (!existsSync(builtIndex))
    throw new Error("dist/ is missing: run pnpm --filter @vantreo/lead-api build first");
  const { loadConfig, SQLITE_FILE_NAME } = await import(builtIndex);
  const config = loadConfig();
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, dataDir: config.dataDir }
    : { kind: "sqlite", file: join(config.dataDir, SQLITE_FILE_NAME), dataDir: config.dataDir };
}

/** A backup file name that sorts by time: `leads-20260131T235959Z.sqlite`. */
export function timestampedName(extension, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `leads-${stamp}.${extension}`;
}
