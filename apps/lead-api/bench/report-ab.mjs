// The pipeline report through two builds of the store on one seeded SQLite database, calls
// taking turns (this build's dist/, an earlier build's dist-before/, then the bare status × source
// count of the same rows), so before and after see the same load (issue 32, session 15). The
// database: the folder of a desk-bench run stopped before its clean-up (desk-bench.mjs,
// DESK_BENCH_SQLITE_DIR), whose schema this build migrated (the earlier build reads it as is).
// `node bench/report-ab.mjs <data folder> [runs=30]` in apps/lead-api; periods of 7 and 30 days
// from 05:00 UTC over 90 days, as desk-bench's reports; p50 / p95 ms and the ratio to the bare p50.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import Database from "better-sqlite3";
const dir = process.argv[2];
const RUNS = Number(process.argv[3] ?? 30);
const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const after = await (
  await import(join(here, "dist", "index.js"))
).openSqliteStore({ dataDir: dir });
const before = await (
  await import(join(here, "dist-before", "index.js"))
).openSqliteStore({ dataDir: dir });
const db = new Database(join(dir, "leads.sqlite"), { readonly: true });
const DAY = 86400000;
const midnight = (at) => Math.floor(at / DAY) * DAY + 5 * 3600000;
const now = Date.now();
const BARE = db.prepare(
  "SELECT status, source, COUNT(*) AS n FROM leads WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ? GROUP BY status, source",
);
const p = (t, q) => t.toSorted((a, b) => a - b)[Math.ceil(q * t.length) - 1];
for (const [days, by] of [
  [7, "utm_campaign"],
  [30, "landing_page"],
]) {
  const times = { after: [], before: [], bare: [] };
  for (let i = -3; i < RUNS; i += 1) {
    const from = midnight(now - (120 + ((i + 30) % 30)) * DAY),
      to = from + 90 * DAY;
    const periods = [];
    for (let s = from; s < to; s += days * DAY)
      periods.push({
        period: new Date(s).toISOString().slice(0, 10),
        startAt: s,
        endAt: Math.min(to, s + days * DAY),
      });
    for (const [name, run] of [
      ["after", () => after.reports.leadReport({ periods, by })],
      ["before", () => before.reports.leadReport({ periods, by })],
      ["bare", async () => BARE.all(from, to)],
    ]) {
      const t0 = performance.now();
      await run();
      if (i >= 0) times[name].push(performance.now() - t0);
    }
  }
  const f = (t) => `p50 ${p(t, 0.5).toFixed(1)} p95 ${p(t, 0.95).toFixed(1)}`;
  console.log(
    `sqlite ${days}-day periods × ${by}: after ${f(times.after)} ms; before ${f(times.before)} ms; bare ${f(times.bare)} ms; after/bare p50 ${(p(times.after, 0.5) / p(times.bare, 0.5)).toFixed(2)}×, before/bare ${(p(times.before, 0.5) / p(times.bare, 0.5)).toFixed(2)}×; load ${loadavg()[0].toFixed(1)}`,
  );
}
await after.close();
await before.close();
db.close();
