import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throwaway PostgreSQL cluster for one test run. */
export type PostgresServer = { url: string; stop(): void };

function pgBin(): string {
  const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
  if (!existsSync(join(bin, "initdb"))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${bin}: install postgresql or set PG_BIN`,
    );
  }
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL from the machine's binaries (`PG_BIN`, else /usr/lib/postgresql/15/bin) in a
 * temporary folder, trusting local connections. PostgreSQL refuses to run as root, so as root the
 * folder goes to the `postgres` user and the commands run through `runuser` (TOOLCHAIN.md).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), "lead-api-pg-"));
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim()) : undefined;
  const gid = asRoot ? Number(execFileSync("id", ["-g", "postgres"]).toString().trim()) : undefined;
  if (uid !== undefined && gid !== undefined) chownSync(dir, uid, gid);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file as string, argv as string[], { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  // fsync stays on: the tests check durability claims, not a weakened server.
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
