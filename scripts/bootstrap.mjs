#!/usr/bin/env node
// The root entry point behind `npm start`, `npm test` and the other root scripts.
// A fresh machine has Node and npm only (no pnpm, no Chromium, no PostgreSQL server), so this
// script gets what each command needs before handing over to pnpm and Turborepo.
import { spawnSync, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM_VERSION = "12.21.0";
const toolsDir = join(root, ".tools");

function log(message) {
  process.stdout.write(`\x1b[36m[vantreo]\x1b[0m ${message}\n`);
}

function fail(message) {
  process.stderr.write(`\x1b[31m[vantreo]\x1b[0m ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    cwd: root,
    env: process.env,
    ...options,
  });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function works(command, args) {
  try {
    return execFileSync(command, args, { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** pnpm from PATH when it is the pinned major, else a private copy in .tools (never global). */
function ensurePnpm() {
  const onPath = works("pnpm", ["--version"]);
  if (onPath && onPath.split(".")[0] === PNPM_VERSION.split(".")[0]) return "pnpm";
  const local = join(toolsDir, "node_modules", ".bin", "pnpm");
  if (!existsSync(local)) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/`);
    run("npm", [
      "install",
      "--prefix",
      toolsDir,
      "--no-save",
      "--no-package-lock",
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  if (!works(local, ["--version"])) fail("pnpm did not install; check access to the npm registry");
  return local;
}

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function aptInstall(packages) {
  const sudo = isRoot() ? [] : ["sudo"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  log(`installing ${packages.join(", ")} from Debian's packages`);
  const [cmd, ...rest] = [...sudo, "apt-get"];
  run(cmd, [...rest, "update", "-qq"], { env });
  run(cmd, [...rest, "install", "-y", "-qq", ...packages], { env });
}

/** Debian's Chromium, never a browser downloaded by a test tool (TOOLCHAIN.md, Browser). */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];
  if (candidates.some((p) => p && existsSync(p))) return;
  aptInstall(["chromium"]);
}

/**
 * Debian's nginx with the two modules the generated nginx.conf uses (brotli_static, headers-more),
 * for the e2e run against production's web server (TOOLCHAIN.md, "nginx for tests").
 */
function ensureNginx() {
  const modules = ["ngx_http_brotli_static_module.so", "ngx_http_headers_more_filter_module.so"];
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  const present =
    existsSync(nginx) && modules.every((name) => existsSync(join("/usr/lib/nginx/modules", name)));
  if (present) return;
  aptInstall(["nginx", "libnginx-mod-http-brotli-static", "libnginx-mod-http-headers-more-filter"]);
}

/** PostgreSQL server binaries for the lead API's PostgreSQL test run. */
function findPgBin() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, "initdb")))
    return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = join(base, v, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  return null;
}

function ensurePostgres() {
  if (!findPgBin()) aptInstall(["postgresql"]);
  const bin = findPgBin();
  if (!bin) fail("PostgreSQL server binaries are missing after install");
  process.env.PG_BIN = bin;
}

function install(pnpm) {
  // better-sqlite3 builds from source; pnpm ignores npm's nodedir setting (TOOLCHAIN.md, gotcha 1).
  if (!process.env.npm_config_nodedir && existsSync("/usr/include/node/node.h")) {
    process.env.npm_config_nodedir = "/usr";
  }
  log("installing dependencies");
  run(pnpm, ["install", ...(process.env.CI ? ["--frozen-lockfile"] : [])]);
}

// No telemetry from the build tools: CI and most machines here have no network beyond registries.
process.env.TURBO_TELEMETRY_DISABLED ??= "1";
process.env.STORYBOOK_DISABLE_TELEMETRY ??= "1";

const command = process.argv[2] ?? "start";
const extra = process.argv.slice(3);
const started = Date.now();
const pnpm = ensurePnpm();
// Child processes (turbo tasks, package scripts) find the same pnpm.
if (pnpm !== "pnpm") process.env.PATH = `${dirname(pnpm)}:${process.env.PATH}`;

switch (command) {
  case "start":
    // The site's build prints the service briefs (lead magnets) to PDF with Chromium.
    ensureChromium();
    install(pnpm);
    log("building the site and the lead API");
    run(pnpm, [
      "turbo",
      "run",
      "build",
      "--filter=@vantreo/site...",
      "--filter=@vantreo/lead-api...",
    ]);
    run("node", ["scripts/serve.mjs", ...extra]);
    break;
  case "test":
    // The e2e build carries test tracker ids so the consent specs can prove that no tracker
    // loads before consent and the right ones after (their hosts are stubbed in Playwright).
    process.env.VITE_GTAG_ID ??= "GTM-E2ETEST";
    process.env.VITE_LINKEDIN_PARTNER_ID ??= "1234567";
    ensureChromium();
    ensurePostgres();
    ensureNginx();
    install(pnpm);
    log("lint, types, unit tests, package gates, Storybook build, e2e in Chromium");
    run(pnpm, [
      "turbo",
      "run",
      "lint",
      "check-types",
      "build",
      "test",
      "build-storybook",
      "--output-logs=errors-only",
      ...extra,
    ]);
    run(pnpm, ["turbo", "run", "e2e", "--output-logs=full", ...extra]);
    log(`all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
    break;
  case "bench":
    ensureChromium();
    install(pnpm);
    run(pnpm, ["turbo", "run", "bench", "--concurrency=1", "--output-logs=full", ...extra]);
    break;
  case "dev":
    install(pnpm);
    run(pnpm, ["turbo", "run", "dev", ...extra]);
    break;
  case "build": {
    ensureChromium();
    install(pnpm);
    run(pnpm, ["turbo", "run", "build", ...extra]);
    log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    break;
  }
  case "storybook":
    install(pnpm);
    run(pnpm, ["--filter", "@vantreo/ui", "storybook", ...extra]);
    break;
  case "changeset":
    run(pnpm, ["exec", "changeset", ...extra]);
    break;
  case "version-packages":
    run(pnpm, ["exec", "changeset", "version", ...extra]);
    break;
  case "lint":
  case "check-types":
  case "clean":
    run(pnpm, ["turbo", "run", command, ...extra]);
    break;
  case "format":
    run(pnpm, ["exec", "prettier", "--write", ".", ...extra]);
    break;
  default:
    fail(`unknown command "${command}"`);
}
