// PostgreSQL backups with pg_dump's custom format and pg_restore
// (https://www.postgresql.org/docs/15/app-pgdump.html): a consistent snapshot taken in one
// repeatable-read transaction while the service keeps writing; compressed; restorable table by
// table. The client binaries come from PG_BIN when set (they must be as new as the server).
import { execFile, spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

function tool(name) {
  return process.env.PG_BIN ? join(process.env.PG_BIN, name) : name;
}

async function withClient(url, task) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Row counts of the tables an operator checks, or null when the schema is not there. */
async function counts(url) {
  return withClient(url, async (client) => {
    const exists = await client.query("SELECT to_regclass('public.leads') AS t");
    if (!exists.rows[0].t) return null;
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM leads)::int AS leads,
              (SELECT count(*) FROM data_requests)::int AS "dataRequests",
              (SELECT count(*) FROM outbox)::int AS outbox`,
    );
    return rows[0];
  });
}

const COPY_START = /^COPY public\.(\w+) /;
const COUNTED = { leads: "leads", data_requests: "dataRequests", outbox: "outbox" };

/**
 * Row counts of the tables an operator checks, read back from the archive itself (the rows of
 * its COPY blocks, one line per row in COPY's text format), streamed so a large dump needs no
 * memory to speak of. This also proves the archive can be read back.
 */
async function archiveCounts(file) {
  const tables = Object.keys(COUNTED).flatMap((table) => ["--table", table]);
  const child = spawn(tool("pg_restore"), ["--data-only", ...tables, "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("close", resolve));
  const result = { leads: 0, dataRequests: 0, outbox: 0 };
  let current = null;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    const start = COPY_START.exec(line);
    if (start) current = COUNTED[start[1]] ?? null;
    else if (line === "\\.") current = null;
    else if (current) result[current] += 1;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_restore could not read ${file}: ${stderr}`);
  return result;
}

/** Dumps the database at `url` to `out` (custom format) and reads the archive back to check it. */
export async function backupPostgres(url, out) {
  mkdirSync(dirname(out), { recursive: true });
  await run(tool("pg_dump"), [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${out}`,
    `--dbname=${url}`,
  ]);
  const { stdout } = await run(tool("pg_restore"), ["--list", out]);
  if (!/TABLE DATA public leads /.test(stdout))
    throw new Error(`${out} holds no data of the leads table`);
  return { file: out, bytes: statSync(out).size, ...(await archiveCounts(out)) };
}

/**
 * Restores `backup` into the database at `url` in one transaction: the dumped tables are dropped
 * and recreated, so a failure leaves the database as it was. Refuses to replace a database that
 * holds leads unless `force` is set.
 */
export async function restorePostgres(backup, url, { force = false } = {}) {
  const present = (await counts(url))?.leads ?? 0;
  if (present > 0 && !force)
    throw new Error(`the database holds ${present} leads; pass --force to replace them`);
  await run(tool("pg_restore"), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    backup,
  ]);
  return { ...(await counts(url)) };
}
