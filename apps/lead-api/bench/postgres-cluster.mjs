// A throwaway PostgreSQL cluster for the desk bench: the same recipe as the tests'
// src/test-support/postgres-server.ts (PG_BIN, else /usr/lib/postgresql/15/bin; as root through
// `runuser -u postgres`; fsync on), in plain JavaScript because the bench runs without a TS
// loader. Stop it with `stop()`; the folder goes with it.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts PostgreSQL in a temporary folder, trusting local connections: `{ url, stop() }`. */
export async function startPostgres() {
  const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
  if (!existsSync(join(bin, "initdb")))
    throw new Error(
      `PostgreSQL server binaries not found in ${bin}: install postgresql or set PG_BIN`,
    );
  const dir = mkdtempSync(join(tmpdir(), "lead-api-bench-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, "data");
  // UTF-8, so names and messages in Arabic and German are text to the full-text parser.
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
