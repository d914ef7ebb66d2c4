#!/usr/bin/env node
// Tries the README's quick start as a new user meets it: a fresh clone in a new private folder
// (made by mktemp, mode 700, as root's home is), a new HOME, an empty npm cache and pnpm store, no
// pnpm on the PATH, and the README's two commands exactly as written: `npm start` (until the site
// and the lead API answer, then stopped with Ctrl+C's signal) and `npm test`. Prints the time of
// each and keeps each run's log.
//
//   node scripts/fresh-clone.mjs [--runs 3] [--only start|test] [--source <git url or path>] [--ref <branch>] [--keep]
//
// The source defaults to this repository (its committed HEAD branch, not the working tree).
// Run it on an otherwise idle machine: the suite is timed, and CI has two cores too.
import { execFileSync, spawn } from "node:child_process";
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    source: { type: "string", default: `file://${repo}` },
    ref: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const commands = options.only ? [options.only] : ["start", "test"];
const SITE_URL = `http://127.0.0.1:${process.env.PORT ?? 4173}/`;
const API_URL = `http://127.0.0.1:${process.env.LEAD_API_PORT ?? 8787}/healthz`;
const START_LIMIT_MS = 20 * 60_000;

function say(message) {
  process.stdout.write(`[fresh-clone] ${message}\n`);
}

/** PATH without any folder that holds pnpm: a new machine has Node and npm only. */
function pathWithoutPnpm() {
  return (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => {
      try {
        execFileSync("test", ["-x", join(dir, "pnpm")]);
        return false;
      } catch {
        return true;
      }
    })
    .join(delimiter);
}

/** The environment of a new user: nothing of ours but the PATH (without pnpm) and the locale. */
function newUserEnv(home) {
  const keep = ["PATH", "LANG", "LC_ALL", "TERM", "USER", "LOGNAME", "SHELL", "TZ"];
  const env = Object.fromEntries(
    keep.filter((name) => process.env[name] !== undefined).map((n) => [n, process.env[n]]),
  );
  return {
    ...env,
    PATH: pathWithoutPnpm(),
    HOME: home,
    npm_config_cache: join(home, ".npm"),
  };
}

const up = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
};

/** Runs one command in the clone; `untilUp` stops it once the site and the API answer. */
function run(command, { cwd, env, log, untilUp = false }) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const out = createWriteStream(log);
    const child = spawn("npm", command.split(" ").slice(1), {
      cwd,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let outcome = null;
    const finish = (result) => {
      outcome ??= { ...result, seconds: Math.round((Date.now() - started) / 1000) };
    };
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    let poll;
    if (untilUp) {
      poll = setInterval(async () => {
        if (outcome) return;
        if ((await up(SITE_URL)) && (await up(API_URL))) {
          finish({ ok: true });
          stop("SIGINT");
          setTimeout(() => stop("SIGKILL"), 20_000).unref();
        } else if (Date.now() - started > START_LIMIT_MS) {
          finish({ ok: false, reason: `no answer from ${SITE_URL} and ${API_URL}` });
          stop("SIGKILL");
        }
      }, 1_000);
    }
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      finish({ ok: code === 0, reason: `exited with ${signal ?? `code ${code}`}` });
      out.end(() => resolvePromise(outcome));
    });
  });
}

const results = [];
const runs = Number(options.runs);
for (let n = 1; n <= runs; n += 1) {
  const folder = mkdtempSync(join(tmpdir(), "vantreo-fresh-"));
  const home = join(folder, "home");
  const checkout = join(folder, "vantreo");
  mkdirSync(home);
  const env = newUserEnv(home);
  say(`run ${n}/${runs} in ${folder}`);
  const branch = options.ref ? ["--branch", options.ref] : [];
  execFileSync("git", ["clone", "--quiet", ...branch, options.source, checkout], {
    env,
    stdio: "inherit",
  });
  const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: checkout })
    .toString()
    .trim();
  const result = { run: n, commit: head, folder };
  for (const name of commands) {
    const log = join(folder, `npm-${name}.log`);
    say(`run ${n}: npm ${name} (log: ${log})`);
    const outcome = await run(`npm ${name}`, {
      cwd: checkout,
      env,
      log,
      untilUp: name === "start",
    });
    result[name] = outcome;
    say(
      `run ${n}: npm ${name} ${outcome.ok ? "passed" : `FAILED (${outcome.reason})`} in ${outcome.seconds} s`,
    );
    if (!outcome.ok) {
      const lines = readFileSync(log, "utf8").trimEnd().split("\n");
      process.stdout.write(`${lines.slice(-60).join("\n")}\n`);
      break;
    }
  }
  results.push(result);
  const ok = commands.every((name) => result[name]?.ok);
  if (ok && !options.keep) rmSync(folder, { recursive: true, force: true });
}

const summary = results.map((r) => ({
  run: r.run,
  commit: r.commit,
  ...Object.fromEntries(
    commands.map((name) => [
      `npm ${name}`,
      r[name] ? `${r[name].ok ? "passed" : "FAILED"} in ${r[name].seconds} s` : "not run",
    ]),
  ),
}));
console.table(summary);
writeFileSync(join(tmpdir(), "vantreo-fresh-clone-summary.json"), JSON.stringify(results, null, 2));
process.exit(results.every((r) => commands.every((name) => r[name]?.ok)) ? 0 : 1);
