import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverFile = join(appDir, "dist", "server.js");

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!entry.name.includes(".test.")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure `dist/server.js` is built from the current sources: the crash tests run the real
 * server, as the site's e2e and `npm start` do. Rebuilds only when a source is newer.
 */
export function ensureBuilt(): void {
  if (existsSync(serverFile) && statSync(serverFile).mtimeMs >= newestSource(join(appDir, "src")))
    return;
  const result = spawnSync("pnpm", ["exec", "tsup"], { cwd: appDir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
}

/** A running `node dist/server.js`. */
export type RunningServer = {
  port: number;
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Every line the server logged. */
  lines: string[];
};

/** Starts the built server with `env` on a free port and resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverFile], {
    cwd: appDir,
    env: { ...process.env, LEAD_API_PORT: "0", ...env },
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stderr.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        if (line.includes('"msg":"listening"')) {
          resolve({ port: (JSON.parse(line) as { port: number }).port, child, exited, lines });
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited with ${code}: ${lines.join("\n")}`)),
    );
  });
}
