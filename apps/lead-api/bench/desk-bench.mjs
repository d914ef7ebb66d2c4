// `pnpm bench` (after bench.mjs): the lead desk at scale (issue 31). Seeds 250,000 leads, 25,000
// spam and 2,500 data-subject requests into SQLite and into PostgreSQL (a throwaway cluster),
// then measures the desk's operations through the built lead API over HTTP with a signed-in
// staff session (password + TOTP), each against a bare SQL query for the same rows in the same
// run. Seeding writes straight into the store's migrated schema (multi-row INSERTs, 5,000 rows a
// transaction; the full-text triggers and every index are live), not through HTTP.
//
// Environment: DESK_BENCH_LEADS (250000; spam is a tenth of it, requests a hundredth),
// DESK_BENCH_STORES (sqlite,postgres), DESK_BENCH_RUNS (100 timed calls per operation),
// DESK_BENCH_EXPORT_RUNS (1), DESK_BENCH_SEED (31). Targets at the full count: p95 <= 100 ms for
// list, filter and open, <= 150 ms for search, <= 300 ms for the reports section's pipeline report;
// the export's memory does not grow with its rows.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { URI } from "otpauth";
import pg from "pg";
import { createSeeder, SEARCH_TERMS, random } from "./desk-seed.mjs";
import { startPostgres } from "./postgres-cluster.mjs";
import { seedPostgres, seedSqlite } from "./desk-stores.mjs";
import { measureSectionSwitches, siteBuild, siteOrigin } from "./desk-browser.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const LEADS = Number(process.env.DESK_BENCH_LEADS ?? 250_000);
const SPAM = Math.round(LEADS / 10);
const REQUESTS = Math.round(LEADS / 100);
const RUNS = Number(process.env.DESK_BENCH_RUNS ?? 100);
const EXPORT_RUNS = Number(process.env.DESK_BENCH_EXPORT_RUNS ?? 1);
const SEED = Number(process.env.DESK_BENCH_SEED ?? 31);
const STORES = (process.env.DESK_BENCH_STORES ?? "sqlite,postgres").split(",");
const SQLITE_DIR = process.env.DESK_BENCH_SQLITE_DIR || undefined;
// DESK_BENCH_POSTGRES_URL: an already seeded PostgreSQL database (e.g. a cluster kept from an
// earlier run), measured as it is, with no seeding and no clean-up.
const POSTGRES_URL = process.env.DESK_BENCH_POSTGRES_URL || undefined;
const WARMUP = 5;
const DAY = 86_400_000;
const ORIGIN = "http://127.0.0.1:4173";
const PASSWORD = "Bench-Peachtree-Dunwoody-2026";
const STAFF_EMAIL = "bench.sales@vantreo.com";
const STATUSES = ["new", "contacted", "qualified", "won", "lost", "archived"];
const SOURCES = ["contact-page", "service-page", "popup", "footer", "hero-cta", "inline-form"];
const FULL = LEADS >= 250_000;
// The browser part (desk-browser.mjs): with a built site (SITE_BUILD_DIR, else apps/site/build),
// unless DESK_BENCH_BROWSER=0; DESK_BENCH_BROWSER_ROUNDS rounds of switches through the sections.
const BROWSER = process.env.DESK_BENCH_BROWSER !== "0" && siteBuild() !== null;
const BROWSER_ROUNDS = Number(process.env.DESK_BENCH_BROWSER_ROUNDS ?? 20);

// DESK_BENCH_DIST: another build of the lead API to measure (a folder under apps/lead-api, e.g.
// `pnpm exec tsup --out-dir dist-next`), so two builds can be measured while one bench runs.
const distDir = join(here, "..", process.env.DESK_BENCH_DIST ?? "dist");
const serverFile = join(distDir, "server.js");
const cliFile = join(distDir, "staff-cli.js");
if (!existsSync(serverFile) || !existsSync(cliFile))
  spawnSync("pnpm", ["exec", "tsup", "--out-dir", distDir], {
    cwd: join(here, ".."),
    stdio: "inherit",
  });
const { openSqliteStore, openPostgresStore } = await import(join(distDir, "index.js"));
// DESK_BENCH_BASELINE_DIST: an earlier build of the lead API (a folder under apps/lead-api, e.g.
// `git worktree` of the base commit built with `pnpm exec tsup --out-dir dist-before`): a second
// server of it on the same seeded database answers each measured operation too, its calls
// alternating with the measured build's, so both see the same load (before / after in one run).
// The earlier build's migrations are a prefix of the measured one's, so it opens the schema as is.
const baselineDir = process.env.DESK_BENCH_BASELINE_DIST
  ? join(here, "..", process.env.DESK_BENCH_BASELINE_DIST)
  : undefined;

// ---------------------------------------------------------------------------------------------
// The server, the staff account and the session

function runCli(env, again = false) {
  const result = spawnSync(
    process.execPath,
    // Privacy too: the browser part opens the privacy queue (the API's calls are the same). On a
    // database seeded before, the account exists: a new TOTP enrolment instead.
    again
      ? [cliFile, "reset-totp", "--email", STAFF_EMAIL]
      : [
          cliFile,
          "add",
          "--email",
          STAFF_EMAIL,
          "--name",
          "Bench Sales",
          "--roles",
          "sales,privacy",
        ],
    { env: { ...process.env, ...env }, input: `${PASSWORD}\n`, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`staff:add failed: ${result.stderr}${result.stdout}`);
  const uri = result.stdout.match(/otpauth:\/\/\S+/)?.[0];
  if (!uri) throw new Error(`staff:add printed no enrolment link: ${result.stdout}`);
  return URI.parse(uri);
}

function startServer(env, file = serverFile) {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env, LEAD_API_PORT: "0" },
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
        // The server's warnings and errors, for a run that goes wrong.
        else if (!line.includes('"level":"info"')) process.stderr.write(`server: ${line}\n`);
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", resolve);
    child.kill("SIGTERM");
  });
}

async function signIn(base, totp) {
  const response = await fetch(`${base}/v1/staff/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: JSON.stringify({ email: STAFF_EMAIL, password: PASSWORD, code: totp.generate() }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  const { csrfToken } = await response.json();
  return { cookie, csrf: csrfToken };
}

// ---------------------------------------------------------------------------------------------
// Measuring

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}

/** {@link timed} for two calls taking turns (`a` then `b` each round): two summaries. */
async function timedPair(runs, a, b) {
  for (let i = 0; i < Math.min(WARMUP, runs); i += 1) {
    await a(i, true);
    await b(i, true);
  }
  const [timesA, timesB] = [[], []];
  for (let i = 0; i < runs; i += 1) {
    for (const [call, times] of [
      [a, timesA],
      [b, timesB],
    ]) {
      const start = performance.now();
      await call(i, false);
      times.push(performance.now() - start);
    }
  }
  return [summary(timesA), summary(timesB)];
}

async function timed(runs, call) {
  for (let i = 0; i < Math.min(WARMUP, runs); i += 1) await call(i, true);
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await call(i, false);
    times.push(performance.now() - start);
  }
  return summary(times);
}

/** Resident memory of a process in bytes (/proc), sampled while `work` runs: before and peak. */
async function peakRss(pid, work) {
  const rss = () => {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) * 1024 : 0;
  };
  const before = rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { before, peak, result };
  } finally {
    clearInterval(timer);
  }
}

/** The ops, each as (API call, bare query) over the same rows. */
function operations({ api, bare, ids, rng, now }) {
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const iso = (at) => new Date(at).toISOString();
  const filterOf = (i) => {
    const from = now - (30 + (i % 60)) * DAY;
    return {
      status: STATUSES[i % STATUSES.length],
      source: SOURCES[i % SOURCES.length],
      from,
      to: from + 90 * DAY,
    };
  };
  const reportRange = (i) => ({
    from: now - (120 + (i % 30)) * DAY,
    to: now - (30 + (i % 30)) * DAY,
  });
  const changing = ids.newLeads.slice();
  return [
    {
      name: "inbox first page",
      api: () => api.get("/leads"),
      bare: () => bare.inbox(),
    },
    {
      name: "filter status + source + dates",
      api: (i) => {
        const f = filterOf(i);
        return api.get(
          `/leads?status=${f.status}&source=${f.source}&from=${iso(f.from)}&to=${iso(f.to)}`,
        );
      },
      bare: (i) => bare.filter(filterOf(i)),
    },
    {
      name: "free-text search",
      api: (i) => api.get(`/leads?q=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}`),
      bare: (i) => bare.search(SEARCH_TERMS[i % SEARCH_TERMS.length]),
    },
    {
      name: "open one lead",
      api: () => api.get(`/leads/${pick(ids.all)}`),
      bare: () => bare.open(pick(ids.all)),
    },
    {
      name: "status change",
      api: async () => {
        const id = changing.pop();
        await api.patch(`/leads/${id}`, { version: 1, status: "contacted" });
      },
      bare: async () => {
        const id = changing.pop();
        await bare.change(id);
      },
    },
    {
      // The desk's sections (issue 31): the privacy queue's and the subscriber list's first
      // pages, as the staff app asks for them on entry, against a bare page of the same rows.
      name: "privacy queue page",
      api: () => api.get("/privacy/requests?status=open&page=1&size=50"),
      bare: () => bare.privacyPage(),
    },
    {
      name: "subscribers page",
      api: () => api.get("/subscribers?page=1&size=50"),
      bare: () => bare.subscriberPage(),
    },
    {
      name: "report status × source",
      api: (i) => {
        const r = reportRange(i);
        return api.get(`/reports/leads?from=${iso(r.from)}&to=${iso(r.to)}`);
      },
      bare: (i) => bare.report(reportRange(i)),
    },
    {
      // The reports section's report (issue 32): ninety days by week, broken down by campaign;
      // its bare baseline is the status × source count of the same rows.
      name: "pipeline report (weeks × campaign)",
      api: (i) => {
        const r = reportRange(i);
        const day = (at) => new Date(at).toISOString().slice(0, 10);
        return api.get(
          `/reports/pipeline?from=${day(r.from)}&to=${day(r.to)}&grain=week&by=utm_campaign`,
        );
      },
      bare: (i) => bare.report(reportRange(i)),
    },
    {
      // The same ninety days by month and landing page: the breakdown once cut from each lead's
      // URL on every call, now a stored column (src/reports/report-columns-migration.ts).
      name: "pipeline report (months × landing page)",
      api: (i) => {
        const r = reportRange(i);
        const day = (at) => new Date(at).toISOString().slice(0, 10);
        return api.get(
          `/reports/pipeline?from=${day(r.from)}&to=${day(r.to)}&grain=month&by=landing_page`,
        );
      },
      bare: (i) => bare.report(reportRange(i)),
    },
  ];
}

function apiClient(base, session) {
  const call = async (method, path, body) => {
    const headers = { Cookie: session.cookie };
    if (method !== "GET")
      Object.assign(headers, {
        "X-CSRF-Token": session.csrf,
        Origin: ORIGIN,
        "Content-Type": "application/json",
      });
    const request = () =>
      fetch(`${base}/v1/desk${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // After a long run of bare queries the pooled keep-alive socket may be past the server's
    // keep-alive timeout: a request racing that close fails as "other side closed" before the
    // server saw it. Such a read is sent again once (reads only; a write is never repeated).
    const response = await request().catch((error) => {
      if (method === "GET" && error?.cause?.code === "UND_ERR_SOCKET") return request();
      throw error;
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text;
  };
  return {
    get: (path) => call("GET", path),
    patch: (path, body) => call("PATCH", path, body),
    /**
     * Reads an export to its end without keeping it: bytes and lines. On a connection of its
     * own: after the bare queries the pooled keep-alive socket may be past the server's
     * keep-alive timeout, and a request racing that close fails as "other side closed".
     */
    download(path) {
      return new Promise((resolve, reject) => {
        const request = httpGet(
          `${base}/v1/desk${path}`,
          { agent: false, headers: { Cookie: session.cookie } },
          (response) => {
            if (response.statusCode !== 200) {
              response.resume();
              reject(new Error(`export: ${response.statusCode}`));
              return;
            }
            let bytes = 0;
            let lines = 0;
            response.on("data", (chunk) => {
              bytes += chunk.length;
              for (const byte of chunk) if (byte === 10) lines += 1;
            });
            response.on("end", () => resolve({ bytes, lines }));
            response.on("error", reject);
          },
        );
        request.on("error", reject);
      });
    },
  };
}

// Bare queries: the same rows, straight from the database, no HTTP, no JSON, no checks.
const INBOX = "SELECT * FROM leads WHERE spam_reason IS NULL";
const ORDER = "ORDER BY received_at DESC, id DESC";

// The bare pages of the privacy queue and the subscriber list (the same SQL in both stores).
const PRIVACY_PAGE =
  "SELECT * FROM data_requests WHERE status = 'open' ORDER BY received_at, id LIMIT 50";
const SUBSCRIBER_PAGE = `SELECT s.lead_id, s.created_at, s.confirmed_at, s.unsubscribed_at, l.email, l.locale
  FROM newsletter_subscriptions s JOIN leads l ON l.id = s.lead_id
  ORDER BY s.created_at DESC, s.lead_id LIMIT 50`;

function sqliteBare(file) {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = FULL");
  const inbox = db.prepare(`${INBOX} ${ORDER} LIMIT 25`);
  const filter = db.prepare(
    `${INBOX} AND status = ? AND source = ? AND received_at >= ? AND received_at < ? ${ORDER} LIMIT 25`,
  );
  const search = db.prepare(
    `${INBOX} AND rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?) ${ORDER} LIMIT 25`,
  );
  const open = db.prepare("SELECT * FROM leads WHERE id = ?");
  const change = db.prepare(
    "UPDATE leads SET status = 'contacted', version = version + 1, updated_at = ? WHERE id = ? AND version = 1",
  );
  const report = db.prepare(
    "SELECT status, source, COUNT(*) AS n FROM leads WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ? GROUP BY status, source",
  );
  const all = db.prepare(`${INBOX} ${ORDER}`);
  const privacyPage = db.prepare(PRIVACY_PAGE);
  const subscriberPage = db.prepare(SUBSCRIBER_PAGE);
  return {
    inbox: async () => inbox.all(),
    privacyPage: async () => privacyPage.all(),
    subscriberPage: async () => subscriberPage.all(),
    filter: async (f) => filter.all(f.status, f.source, f.from, f.to),
    search: async (term) =>
      search.all(
        term
          .split(/\s+/)
          .map((word) => `"${word}"*`)
          .join(" AND "),
      ),
    open: async (id) => open.get(id),
    change: async (id) => change.run(Date.now(), id),
    report: async (r) => report.all(r.from, r.to),
    exportAll: async (limitFrom) => {
      let rows = 0;
      for (const row of all.iterate()) {
        if (limitFrom !== undefined && row.received_at < limitFrom) break;
        rows += 1;
      }
      return rows;
    },
    ids: () => ({
      all: db.prepare("SELECT id FROM leads WHERE spam_reason IS NULL").pluck().all(),
      newLeads: db
        .prepare(
          "SELECT id FROM leads WHERE spam_reason IS NULL AND status = 'new' AND version = 1 ORDER BY id LIMIT 1000",
        )
        .pluck()
        .all(),
    }),
    close: () => db.close(),
  };
}

async function postgresBare(url) {
  const client = new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
    },
  });
  await client.connect();
  // The very expression the migration indexed, read from the catalog.
  const {
    rows: [definition],
  } = await client.query("SELECT pg_get_indexdef('leads_search'::regclass) AS sql");
  const vector = definition.sql.slice(definition.sql.indexOf("gin (") + 5, -1);
  const q = async (sql, params) => (await client.query(sql, params)).rows;
  return {
    inbox: () => q(`${INBOX} ${ORDER} LIMIT 25`),
    privacyPage: () => q(PRIVACY_PAGE),
    subscriberPage: () => q(SUBSCRIBER_PAGE),
    filter: (f) =>
      q(
        `${INBOX} AND status = $1 AND source = $2 AND received_at >= $3 AND received_at < $4 ${ORDER} LIMIT 25`,
        [f.status, f.source, f.from, f.to],
      ),
    search: (term) =>
      q(`${INBOX} AND ${vector} @@ to_tsquery('simple'::regconfig, $1) ${ORDER} LIMIT 25`, [
        term
          .split(/\s+/)
          .map((word) => `'${word}':*`)
          .join(" & "),
      ]),
    open: (id) => q("SELECT * FROM leads WHERE id = $1", [id]),
    change: (id) =>
      q(
        "UPDATE leads SET status = 'contacted', version = version + 1, updated_at = $1 WHERE id = $2 AND version = 1",
        [Date.now(), id],
      ),
    report: (r) =>
      q(
        "SELECT status, source, COUNT(*) AS n FROM leads WHERE spam_reason IS NULL AND received_at >= $1 AND received_at < $2 GROUP BY status, source",
        [r.from, r.to],
      ),
    exportAll: async (limitFrom) => {
      await client.query("BEGIN");
      await client.query(
        `DECLARE everything NO SCROLL CURSOR FOR ${INBOX} ${limitFrom === undefined ? "" : `AND received_at >= ${Number(limitFrom)}`} ${ORDER}`,
      );
      let rows = 0;
      for (;;) {
        const batch = await client.query("FETCH 1000 FROM everything");
        rows += batch.rows.length;
        if (batch.rows.length < 1000) break;
      }
      await client.query("COMMIT");
      return rows;
    },
    ids: async () => ({
      all: (await q("SELECT id FROM leads WHERE spam_reason IS NULL")).map((row) => row.id),
      newLeads: (
        await q(
          "SELECT id FROM leads WHERE spam_reason IS NULL AND status = 'new' AND version = 1 ORDER BY id LIMIT 1000",
        )
      ).map((row) => row.id),
    }),
    hasStaff: async (email) =>
      (await q("SELECT 1 FROM staff_accounts WHERE email = $1", [email])).length > 0,
    close: () => client.end(),
  };
}

// ---------------------------------------------------------------------------------------------
// One store

async function benchStore(kind) {
  const now = Date.now();
  const seeder = createSeeder({ seed: SEED, now });
  let env;
  let bare;
  let cleanup;
  const seedStart = performance.now();
  let server;
  let baselineServer;
  try {
    if (kind === "sqlite" && SQLITE_DIR) {
      // DESK_BENCH_SQLITE_DIR: the data folder of an earlier SQLite run (a run stopped before its
      // clean-up keeps it), measured again as it is, with no seeding, and kept.
      env = { LEAD_API_DATA_DIR: SQLITE_DIR };
      bare = sqliteBare(join(SQLITE_DIR, "leads.sqlite"));
    } else if (kind === "sqlite") {
      const dataDir = mkdtempSync(join(tmpdir(), "lead-api-desk-bench-"));
      cleanup = () => rmSync(dataDir, { recursive: true, force: true });
      await (await openSqliteStore({ dataDir })).close();
      seedSqlite(join(dataDir, "leads.sqlite"), seeder, {
        leads: LEADS,
        spam: SPAM,
        requests: REQUESTS,
      });
      env = { LEAD_API_DATA_DIR: dataDir };
      bare = sqliteBare(join(dataDir, "leads.sqlite"));
    } else if (POSTGRES_URL) {
      env = {
        DATABASE_URL: POSTGRES_URL,
        LEAD_API_IP_HASH_SECRET: "desk-bench-ip-hash-secret-0123456789abcdef",
      };
      bare = await postgresBare(POSTGRES_URL);
    } else {
      const cluster = await startPostgres();
      cleanup = () => cluster.stop();
      await (await openPostgresStore({ connectionString: cluster.url, poolSize: 1 })).close();
      await seedPostgres(cluster.url, seeder, { leads: LEADS, spam: SPAM, requests: REQUESTS });
      env = {
        DATABASE_URL: cluster.url,
        LEAD_API_IP_HASH_SECRET: "desk-bench-ip-hash-secret-0123456789abcdef",
      };
      bare = await postgresBare(cluster.url);
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(
      `${kind}: seeded ${LEADS} leads, ${SPAM} spam, ${REQUESTS} requests in ${seedSeconds.toFixed(1)} s`,
    );
    const origin = BROWSER ? await siteOrigin() : undefined;
    const serverEnv = {
      ...env,
      ...(origin ? { LEAD_API_SITE_ORIGINS: `${ORIGIN},${origin}` } : {}),
      // A heap smaller than the 250,000-lead CSV (about 110 MB): an export that buffered would die.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=96`.trim(),
      LEAD_API_RATE_LIMIT: "1000000000",
      LEAD_API_SIGN_IN_RATE_LIMIT: "1000",
      LEAD_API_SCRYPT_LOG_N: "14",
    };
    const seededBefore =
      kind === "sqlite"
        ? SQLITE_DIR !== undefined
        : POSTGRES_URL !== undefined && (await bare.hasStaff(STAFF_EMAIL));
    const totp = runCli(serverEnv, seededBefore);
    server = await startServer(serverEnv);
    const base = `http://127.0.0.1:${server.port}`;
    const session = await signIn(base, totp);
    const api = apiClient(base, session);
    // The earlier build's server on the same database, signed in with the same session.
    baselineServer = baselineDir
      ? await startServer(serverEnv, join(baselineDir, "server.js"))
      : undefined;
    const baselineApi = baselineServer
      ? apiClient(`http://127.0.0.1:${baselineServer.port}`, session)
      : undefined;
    const ids = await bare.ids();
    const rows = [];
    const ops = operations({ api, bare, ids, rng: random(SEED + 1), now });
    // The same operations through the earlier build (the same random choices, call by call).
    const baselineOps = baselineApi
      ? new Map(
          operations({ api: baselineApi, bare, ids, rng: random(SEED + 1), now }).map((op) => [
            op.name,
            op,
          ]),
        )
      : undefined;
    // DESK_BENCH_SKIP_OPS=1: the exports only (a quick look at the export's memory).
    // DESK_BENCH_ONLY=<text>[,<text>…]: only the operations whose name contains one of them, and
    // no exports; the browser part only when one of them is in "section switch" (e.g. "inbox,switch").
    const only = process.env.DESK_BENCH_ONLY?.split(",").filter((part) => part !== "");
    const picked =
      only === undefined ? ops : ops.filter((op) => only.some((part) => op.name.includes(part)));
    const browserPicked =
      only === undefined || only.some((part) => "section switch".includes(part));
    for (const op of process.env.DESK_BENCH_SKIP_OPS === "1" ? [] : picked) {
      // Reads only: the earlier build answers the same calls, taking turns with this one.
      const earlier = op.name === "status change" ? undefined : baselineOps?.get(op.name);
      const [measured, before] = earlier
        ? await timedPair(
            RUNS,
            (i) => op.api(i),
            (i) => earlier.api(i),
          )
        : [await timed(op.name === "status change" ? Math.min(RUNS, 50) : RUNS, (i) => op.api(i))];
      const baseline = await timed(op.name === "status change" ? Math.min(RUNS, 50) : RUNS, (i) =>
        op.bare(i),
      );
      rows.push({ op: op.name, api: measured, bare: baseline });
      if (before)
        rows.push({
          op: `${op.name}, before (${process.env.DESK_BENCH_BASELINE_DIST})`,
          api: before,
          bare: baseline,
        });
      console.log(
        `${kind}: ${op.name}: API p50 ${measured.p50.toFixed(1)} p95 ${measured.p95.toFixed(1)} ms, bare p50 ${baseline.p50.toFixed(1)} p95 ${baseline.p95.toFixed(1)} ms${before ? `; before: API p50 ${before.p50.toFixed(1)} p95 ${before.p95.toFixed(1)} ms` : ""} (load ${loadavg()[0].toFixed(1)})`,
      );
    }
    let browser = [];
    if (BROWSER && browserPicked && process.env.DESK_BENCH_SKIP_OPS !== "1") {
      browser = await measureSectionSwitches({
        origin,
        apiBase: base,
        email: STAFF_EMAIL,
        password: PASSWORD,
        totp,
        rounds: BROWSER_ROUNDS,
      });
      for (const row of browser)
        console.log(
          `${kind}: switch to ${row.name} (Chromium): p50 ${row.p50.toFixed(1)} p95 ${row.p95.toFixed(1)} ms, the full page p50 ${row.full.p50.toFixed(1)} p95 ${row.full.p95.toFixed(1)} ms`,
        );
    }
    // The export of every genuine lead, and of the newest fifth (about 50,000 at the full count).
    const fifth = now - 73 * DAY;
    const exports = [];
    // One export before the measured ones: code, caches and buffers warm, as in a running server.
    if (only === undefined)
      await api.download(`/leads/export?format=csv&from=${new Date(fifth).toISOString()}`);
    for (const [label, query, from] of only !== undefined
      ? []
      : [
          ["export CSV, all", "/leads/export?format=csv", undefined],
          [
            "export CSV, newest fifth",
            `/leads/export?format=csv&from=${new Date(fifth).toISOString()}`,
            fifth,
          ],
          ["export JSON, all", "/leads/export?format=json", undefined],
        ]) {
      const times = [];
      const growth = [];
      let lines = 0;
      for (let run = 0; run < EXPORT_RUNS; run += 1) {
        const start = performance.now();
        const { before, peak, result } = await peakRss(server.child.pid, () =>
          api.download(query).catch((error) => {
            console.error(`${kind}: ${label} failed: ${error.message}`);
            return { bytes: 0, lines: 0 };
          }),
        );
        times.push(performance.now() - start);
        growth.push(peak - before);
        lines = result.lines;
      }
      const bareTimes = [];
      let bareRows = 0;
      for (let run = 0; run < EXPORT_RUNS; run += 1) {
        const start = performance.now();
        bareRows = await bare.exportAll(from);
        bareTimes.push(performance.now() - start);
      }
      exports.push({
        op: label,
        api: summary(times),
        bare: summary(bareTimes),
        lines,
        bareRows,
        rssGrowth: Math.max(...growth),
      });
    }
    return { kind, seedSeconds, rows, exports, browser };
  } finally {
    if (server) await stopServer(server.child);
    if (baselineServer) await stopServer(baselineServer.child);
    await bare?.close();
    cleanup?.();
  }
}

// ---------------------------------------------------------------------------------------------

const results = [];
for (const kind of STORES) results.push(await benchStore(kind));

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const MB = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
const TARGETS = {
  "inbox first page": 100,
  "filter status + source + dates": 100,
  "open one lead": 100,
  "free-text search": 150,
  "pipeline report (weeks × campaign)": 300,
  "pipeline report (months × landing page)": 300,
};
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(" ");
const lines = [
  `Desk bench: ${LEADS} leads + ${SPAM} spam + ${REQUESTS} data requests, seed ${SEED}, ${RUNS} timed calls per operation (${WARMUP} warm-up), ${EXPORT_RUNS} per export; ${cpus().length} cores, load average ${load}.`,
  "",
  "| store | operation | API p50 ms | API p95 ms | bare SQL p50 ms | bare SQL p95 ms | ratio p50 | ratio p95 | target |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
];
let missed = false;
for (const result of results) {
  for (const row of [...result.rows, ...result.exports]) {
    const target = TARGETS[row.op];
    const met =
      target === undefined ? "" : row.api.p95 <= target ? `≤ ${target} met` : `≤ ${target} NOT met`;
    if (target !== undefined && row.api.p95 > target && FULL) missed = true;
    lines.push(
      `| ${result.kind} | ${row.op} | ${ms(row.api.p50)} | ${ms(row.api.p95)} | ${ms(row.bare.p50)} | ${ms(row.bare.p95)} | ${(row.api.p50 / row.bare.p50).toFixed(1)} | ${(row.api.p95 / row.bare.p95).toFixed(1)} | ${met} |`,
    );
  }
}
lines.push(
  "",
  "| store | seeding | export | rows (lines − header) | bare rows | server peak RSS growth |",
  "| --- | ---: | --- | ---: | ---: | ---: |",
);
for (const result of results)
  for (const row of result.exports)
    lines.push(
      `| ${result.kind} | ${result.seedSeconds.toFixed(1)} s | ${row.op} | ${row.op.includes("JSON") ? "(JSON)" : row.lines - 1} | ${row.bareRows} | ${MB(row.rssGrowth)} |`,
    );
if (results.some((result) => result.browser.length > 0)) {
  lines.push(
    "",
    `Moving between desk sections in Chromium (built site, client navigation, ${BROWSER_ROUNDS} rounds): click → the section's rows painted.`,
    "",
    "| store | section | p50 ms | p95 ms | target |",
    "| --- | --- | ---: | ---: | --- |",
  );
  for (const result of results)
    for (const row of result.browser) {
      if (row.p95 > 100 && FULL) missed = true;
      lines.push(
        `| ${result.kind} | ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ≤ 100 ${row.p95 <= 100 ? "met" : "NOT met"} |`,
      );
    }
} else console.log("browser part skipped: no built site (SITE_BUILD_DIR) or DESK_BENCH_BROWSER=0");
console.log(`\n${lines.join("\n")}\n`);
for (const result of results) {
  const [all, fifth] = result.exports;
  // DESK_BENCH_ONLY and DESK_BENCH_SKIP_OPS runs may have no exports to judge.
  if (all === undefined || fifth === undefined) continue;
  const flat = all.rssGrowth <= Math.max(2 * fifth.rssGrowth, 64 * 1048576);
  if (!flat) missed = true;
  console.log(
    `${result.kind}: export memory ${flat ? "does not grow" : "GROWS"} with the rows (${MB(fifth.rssGrowth)} for ${fifth.lines - 1} rows, ${MB(all.rssGrowth)} for ${all.lines - 1})`,
  );
}
console.log(
  `targets: ${FULL ? (missed ? "NOT met" : "met") : `not checked below 250,000 leads (DESK_BENCH_LEADS=${LEADS})`}`,
);
if (missed) process.exitCode = 1;
