// The pipeline report's statements one by one (issue 32, "A report loads in ≤ 300 ms p95 at
// 250,000 leads"): seeds the desk bench's rows (desk-seed.mjs, desk-stores.mjs) into each store,
// catches the statements one report runs through the built store (dist/index.js), then times each
// statement alone, straight on the database, against the bare status × source count of the same
// rows in the same run. Reports p50 / p95 in ms and the ratio of each p50 to the bare p50.
//
// `node bench/report-profile.mjs` in apps/lead-api after `pnpm build`. Environment:
// REPORT_PROFILE_LEADS (250000), REPORT_PROFILE_STORES (sqlite,postgres), REPORT_PROFILE_RUNS (20),
// REPORT_PROFILE_EXPLAIN=1 also prints each statement's plan (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { createSeeder } from "./desk-seed.mjs";
import { seedPostgres, seedSqlite } from "./desk-stores.mjs";
import { startPostgres } from "./postgres-cluster.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const LEADS = Number(process.env.REPORT_PROFILE_LEADS ?? 250_000);
const STORES = (process.env.REPORT_PROFILE_STORES ?? "sqlite,postgres").split(",");
const RUNS = Number(process.env.REPORT_PROFILE_RUNS ?? 20);
const EXPLAIN = process.env.REPORT_PROFILE_EXPLAIN === "1";
const DAY = 86_400_000;
const { openSqliteStore, openPostgresStore } = await import(join(here, "..", "dist", "index.js"));

/**
 * Periods of `days` days over [from, to) (the statements' cost depends on their number, not on
 * where New York's weeks start; the route cuts the real ones with src/reports/report-periods.ts).
 */
function periodsOf(from, to, days) {
  const periods = [];
  for (let start = from; start < to; start += days * DAY)
    periods.push({
      period: new Date(start).toISOString().slice(0, 10),
      startAt: start,
      endAt: Math.min(to, start + days * DAY),
    });
  return periods;
}

const counts = { leads: LEADS, spam: Math.round(LEADS / 10), requests: Math.round(LEADS / 100) };
const BARE =
  "SELECT status, source, COUNT(*) AS n FROM leads WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ? GROUP BY status, source";

/** The statements the store sends while `work` runs: `[{ sql, params }]`. */
async function caught(kind, work) {
  const seen = [];
  let open = true;
  if (kind === "sqlite") {
    const prepare = Database.prototype.prepare;
    Database.prototype.prepare = function (sql) {
      const statement = prepare.call(this, sql);
      const all = statement.all.bind(statement);
      statement.all = (...params) => {
        if (open) seen.push({ sql, params: params.flat() });
        return all(...params);
      };
      return statement;
    };
    try {
      await work();
    } finally {
      Database.prototype.prepare = prepare;
      open = false;
    }
  } else {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (config, values, callback) {
      const sql = typeof config === "string" ? config : config.text;
      const params = typeof config === "string" ? values : config.values;
      seen.push({ sql, params: params ?? [] });
      return query.call(this, config, values, callback);
    };
    try {
      await work();
    } finally {
      pg.Client.prototype.query = query;
    }
  }
  return seen;
}

const p = (times, q) => times.toSorted((a, b) => a - b)[Math.ceil(q * times.length) - 1];

async function time(run) {
  for (let i = 0; i < 3; i += 1) await run();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { p50: p(times, 0.5), p95: p(times, 0.95) };
}

const label = (sql) => sql.replace(/\s+/g, " ").trim().slice(0, 110);

async function profile(kind) {
  const now = Date.now();
  const seeder = createSeeder({ seed: 31, now });
  let store;
  let direct;
  let cleanup;
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-report-profile-"));
    await (await openSqliteStore({ dataDir })).close();
    seedSqlite(join(dataDir, "leads.sqlite"), seeder, counts);
    const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
    direct = {
      all: async (sql, params) => db.prepare(sql).all(...params),
      plan: async (sql, params) =>
        db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail)
          .join("\n"),
    };
    store = await openSqliteStore({ dataDir });
    cleanup = () => {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } else {
    const cluster = await startPostgres();
    await (await openPostgresStore({ connectionString: cluster.url, poolSize: 1 })).close();
    await seedPostgres(cluster.url, seeder, counts);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.includes("$1") ? sql : sql.replace(/\?/g, () => `$${(n += 1)}`);
    };
    direct = {
      all: async (sql, params) => (await client.query(numbered(sql), params)).rows,
      plan: async (sql, params) =>
        (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${numbered(sql)}`, params)).rows
          .map((row) => row["QUERY PLAN"])
          .join("\n"),
    };
    store = await openPostgresStore({ connectionString: cluster.url, poolSize: 4 });
    cleanup = async () => {
      await client.end();
      await cluster.stop();
    };
  }
  try {
    const range = { from: now - 120 * DAY, to: now - 30 * DAY };
    for (const [grain, days, by] of [
      ["week", 7, "utm_campaign"],
      ["month", 30, "landing_page"],
    ]) {
      const input = { periods: periodsOf(range.from, range.to, days), by };
      const statements = await caught(kind, () => store.reports.leadReport(input));
      const bare = await time(() => direct.all(BARE, [range.from, range.to]));
      const whole = await time(() => store.reports.leadReport(input));
      console.log(
        `${kind} ${grain} × ${by}: whole report p50 ${whole.p50.toFixed(1)} p95 ${whole.p95.toFixed(1)} ms (${(whole.p50 / bare.p50).toFixed(1)}× bare); bare p50 ${bare.p50.toFixed(1)} p95 ${bare.p95.toFixed(1)} ms; load ${loadavg()[0].toFixed(1)}`,
      );
      for (const { sql, params } of statements) {
        if (!/^\s*(WITH|SELECT)/i.test(sql)) continue;
        const t = await time(() => direct.all(sql, params));
        console.log(
          `  p50 ${t.p50.toFixed(1)} p95 ${t.p95.toFixed(1)} ms (${(t.p50 / bare.p50).toFixed(1)}× bare)  ${label(sql.includes("report_leads AS") ? sql.slice(sql.indexOf("FROM lead_rows l") + 20) : sql)}`,
        );
        if (EXPLAIN) console.log((await direct.plan(sql, params)).replace(/^/gm, "    | "));
      }
    }
  } finally {
    await store.close();
    await cleanup();
  }
}

for (const kind of STORES) await profile(kind);
