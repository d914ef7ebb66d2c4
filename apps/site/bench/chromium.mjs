// Debian's Chromium with a DevTools port for Lighthouse, launched by hand so the bench needs no
// browser download and no launcher package beyond Lighthouse (TOOLCHAIN.md, Browser).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The headless flags of TOOLCHAIN.md; without the networking ones Chromium floods the closed network. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** The Chromium binary: CHROMIUM_PATH, else Debian's (the lib path avoids the wrapper's warning). */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error("Chromium not found: `apt-get install -y chromium` or set CHROMIUM_PATH");
  return found;
}

/**
 * Starts headless Chromium on a free DevTools port (read from its "DevTools listening" line).
 * Resolves to `{ port, version, close }`; `close` ends the browser and removes its profile.
 */
export function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "site-bench-chromium-"));
  const executable = chromiumPath();
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const close = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true });
        resolve(undefined);
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (!match) return;
      child.stderr.off("data", onData);
      child.stderr.resume(); // keep draining so a chatty browser never blocks on a full pipe
      resolve({ port: Number(match[1]), executable, close });
    };
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => {
      reject(new Error(`Chromium exited with ${code} before opening DevTools:\n${output}`));
    });
  });
}
