// Starts one of the e2e run's servers (E2E_SERVER_COMMAND, through the shell) and watches it come
// up, so that a server that cannot start says which one it is and why. Playwright's webServer
// only reports "Timed out waiting …ms from config.webServer." and nothing of the server.
//
// E2E_SERVER_NAME     what to call it in messages (also Playwright's `name`, which prefixes its output)
// E2E_SERVER_READY    the URL that answers once it is up (as Playwright's `url`), or tcp://host:port
// E2E_SERVER_TIMEOUT_MS how long to wait for it (Playwright waits 30 s longer, so this report comes first)
// E2E_SERVER_WRONG_STATUS_MS how long it may answer a status that is not ready (15 s)
//
// It fails (exit 1, with the reason and the last lines of the server's stderr) when:
// - the server exits before it answers;
// - it answers with a status that is not ready (Playwright's rule: 200–403) for 15 s,
//   for example nginx answering 404 because its workers cannot read the build;
// - it has not answered within the timeout.
// Once ready it stays in the foreground. The server runs in a process group of its own, so that
// stopping it stops what its shell started too: SIGTERM and SIGINT are passed on to that group,
// and this process ends with the server's exit code.
import { spawn } from "node:child_process";
import { connect } from "node:net";

const name = process.env.E2E_SERVER_NAME ?? "server";
const command = process.env.E2E_SERVER_COMMAND;
const ready = process.env.E2E_SERVER_READY ?? "";
const timeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000);
const WRONG_STATUS_GRACE_MS = Number(process.env.E2E_SERVER_WRONG_STATUS_MS ?? 15_000);
const POLL_MS = 250;

if (!command || !ready) {
  process.stderr.write(`${name}: E2E_SERVER_COMMAND and E2E_SERVER_READY must be set\n`);
  process.exit(2);
}

const stderrTail = [];
const child = spawn(command, { shell: true, detached: true, stdio: ["ignore", "inherit", "pipe"] });
const signalServer = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
};
// Nothing it started outlives this process.
process.on("exit", () => signalServer("SIGKILL"));
child.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  stderrTail.push(...chunk.toString().split("\n").filter(Boolean));
  stderrTail.splice(0, Math.max(0, stderrTail.length - 30));
});

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
let up = false;
let stopping = false;
let failed = false;

function explain(reason) {
  const tail = stderrTail.length
    ? `its stderr ended with:\n${stderrTail.map((line) => `  | ${line}`).join("\n")}`
    : "it wrote nothing to stderr";
  process.stderr.write(`\n[e2e] ${name} could not start: ${reason}; ${tail}\n\n`);
}

child.on("exit", (code, signal) => {
  if (failed) process.exit(1);
  if (!up && !stopping)
    explain(
      `it exited (${signal ?? `code ${code}`}) after ${seconds()} s, before ${ready} answered`,
    );
  process.exit(up || stopping ? (code ?? 0) : 1);
});
for (const signal of ["SIGTERM", "SIGINT"])
  process.on(signal, () => {
    stopping = true;
    signalServer(signal);
  });

/** One look at the server: `ready`, `{ status }` (it answers, not ready) or `{ error }`. */
async function probe() {
  if (ready.startsWith("tcp://")) {
    const { hostname, port } = new URL(ready);
    return new Promise((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once("connect", () => {
        socket.end();
        resolve("ready");
      });
      socket.once("error", (error) => resolve({ error: error.code ?? error.message }));
    });
  }
  try {
    const response = await fetch(ready, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    const { status } = response;
    return status >= 200 && status < 404 ? "ready" : { status };
  } catch (error) {
    return { error: error.cause?.code ?? error.name ?? String(error) };
  }
}

function fail(reason) {
  explain(reason);
  failed = stopping = true;
  signalServer("SIGTERM");
  setTimeout(() => process.exit(1), 5_000).unref();
}

let wrongSince = 0;
while (!stopping) {
  const result = await probe();
  if (stopping) break;
  if (result === "ready") {
    up = true;
    break;
  }
  const last = "status" in result ? `HTTP ${result.status}` : result.error;
  wrongSince = "status" in result ? wrongSince || Date.now() : 0;
  if (wrongSince && Date.now() - wrongSince >= WRONG_STATUS_GRACE_MS) {
    fail(`${ready} answered ${last} for ${WRONG_STATUS_GRACE_MS / 1000} s`);
    break;
  }
  if (Date.now() - started >= timeoutMs) {
    fail(`${ready} did not answer within ${timeoutMs / 1000} s (last attempt: ${last})`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
