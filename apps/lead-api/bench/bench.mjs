// `pnpm bench`: autocannon against the built lead API on loopback, posting distinct valid leads
// (32 connections, 20 s), and against a bare node:http server in the same run for the ratio.
// Targets, checked by this script: >= 2,000 durable leads/s and p99 <= 50 ms on 2 cores.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const serverFile = join(here, "..", "dist", "server.js");
if (!existsSync(serverFile))
  spawnSync("pnpm", ["exec", "tsup"], { cwd: join(here, ".."), stdio: "inherit" });

function start(script, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line.includes('"listening"')) resolve({ child, port: JSON.parse(line).port });
      }
    });
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", resolve);
    child.kill("SIGTERM");
  });
}

let counter = 0;
function nextLead() {
  counter += 1;
  return JSON.stringify({
    firstName: "Bench",
    lastName: `Visitor ${counter}`,
    email: `bench.visitor.${counter}@example.com`,
    phone: "+1 404 555 0100",
    company: "Peachtree Logistics",
    message: `We would like to discuss a data platform assessment (request ${counter}).`,
    leadType: "contact",
    source: "contact-page",
    pageUrl: "https://www.vantreo.com/contact",
    metadata: { marketing_consent: true, consent_text_version: "2025-06", locale: "en" },
  });
}

// CPU time (user + system, all threads) a process has used, in µs, from /proc (utime and stime in
// clock ticks of 1/100 s on Linux); null elsewhere.
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return null;
  }
}

async function measure(child, port) {
  const before = cpuMicros(child.pid);
  const result = await load(port);
  const after = cpuMicros(child.pid);
  result.cpuPerRequest =
    before === null || after === null ? null : (after - before) / result.requests.total;
  return result;
}

function load(port) {
  return autocannon({
    url: `http://127.0.0.1:${port}/v1/leads`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: nextLead(),
        }),
      },
    ],
  });
}

const summary = (name, result) => ({
  server: name,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "2xx": result["2xx"],
  "non-2xx": result.non2xx,
  errors: result.errors + result.timeouts,
  "server CPU µs/req": result.cpuPerRequest === null ? "n/a" : Math.round(result.cpuPerRequest),
});

const bare = await start(join(here, "bare-server.mjs"));
const baseline = await measure(bare.child, bare.port);
await stop(bare.child);

const dataDir = mkdtempSync(join(tmpdir(), "lead-api-bench-"));
const api = await start(serverFile, {
  LEAD_API_PORT: "0",
  LEAD_API_DATA_DIR: dataDir,
  LEAD_API_RATE_LIMIT: "1000000000",
});
const leads = await measure(api.child, api.port);
await stop(api.child);
const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
const stored = db.prepare("SELECT COUNT(*) AS n FROM leads").get().n;
db.close();
rmSync(dataDir, { recursive: true, force: true });

const loadAverage = loadavg()
  .map((value) => value.toFixed(1))
  .join(" ");
console.log(
  `\n${connections} connections, ${duration} s each, loopback, ${cpus().length} cores, load average ${loadAverage}`,
);
console.table([
  summary("bare node:http (200)", baseline),
  summary("lead API (SQLite, 201)", leads),
]);
const ratio = leads.requests.average / baseline.requests.average;
console.log(`ratio lead API / bare node:http: ${ratio.toFixed(3)}`);
// Requests in flight when autocannon stops are stored but not counted: at most one per connection.
const durable = stored >= leads["2xx"] && stored <= leads["2xx"] + connections;
console.log(
  `durable leads stored: ${stored} for ${leads["2xx"]} answers 2xx (${durable ? "every 2xx stored" : "MISMATCH"})`,
);
const meets = leads.requests.average >= 2000 && leads.latency.p99 <= 50 && leads.non2xx === 0;
console.log(`targets (>= 2,000 leads/s, p99 <= 50 ms, no non-2xx): ${meets ? "met" : "NOT met"}`);
if (!durable) process.exitCode = 1;
