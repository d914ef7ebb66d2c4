import type { AdNetwork, LeadReport, ReportBreakdown } from "@vantreo/contracts/core";
import { quickselect } from "d3-array";
import { REPORT_MAX_ROWS } from "@vantreo/contracts/core";
import type { SqlDialect } from "../desk/lead-filter-sql";
import type { Row, StatementDatabase } from "../store/statement-database";
import { offlineConversions } from "./offline-conversions";
import { reportDay } from "./report-days";
import type { ReportPeriod } from "./report-periods";
import { BOOKING_VALUE, conversionPick, trackingPick, valueCase } from "./report-sql";

/** What one report reads: its periods (the range is theirs) and its breakdown. */
export type ReportInput = { periods: ReportPeriod[]; by: ReportBreakdown };

type Params = (string | number | null)[];

/**
 * The stage sums of a group of {@link reportLeads} cells. The values are summed per cell (its
 * leads times the value of its lead type on or off the contact page), so the long value `CASE`s
 * run once per cell, not once per lead.
 */
const STAGE_SUMS = `SUM(leads) AS leads, SUM(contacted) AS contacted, SUM(qualified) AS qualified,
  SUM(won) AS won, SUM(lost) AS lost,
  SUM(leads * ${valueCase(conversionPick, "contact_page = 1")}) AS conversion_value,
  SUM(leads * ${valueCase(trackingPick, "contact_page = 1")}) AS tracking_value,
  SUM(estimated_value) AS estimated_value`;

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A row of {@link STAGE_SUMS} as the contract's stage counts. */
function stageCounts(row: Row | undefined) {
  return {
    leads: num(row?.leads),
    contacted: num(row?.contacted),
    qualified: num(row?.qualified),
    won: num(row?.won),
    lost: num(row?.lost),
    conversionValue: num(row?.conversion_value),
    trackingValue: num(row?.tracking_value),
    estimatedValue: num(row?.estimated_value),
  };
}

type StageCounts = ReturnType<typeof stageCounts>;

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The rates between stages, null where nothing reached the stage before. */
export function stageRates(counts: StageCounts) {
  return {
    contactRate: share(counts.contacted, counts.leads),
    qualificationRate: share(counts.qualified, counts.contacted),
    closeRate: share(counts.won, counts.qualified),
    winRate: share(counts.won, counts.won + counts.lost),
  };
}

/** A period's New York days: [startDay, endDay) (`report-days.ts`; its bounds are midnights). */
const daysOf = (period: ReportPeriod) => [reportDay(period.startAt), reportDay(period.endAt)];

/**
 * The period of a roll-up row as a `CASE` over its New York `day`: the index of the first period
 * holding it (the periods are few, so this is cheaper than a join).
 */
function periodCase(periods: ReportPeriod[]): { sql: string; params: Params } {
  if (periods.length === 0) return { sql: "NULL", params: [] };
  const branches = periods.map((_, index) => `WHEN day >= ? AND day < ? THEN ${index}`);
  return { sql: `CASE ${branches.join(" ")} END`, params: periods.flatMap(daysOf) };
}

/** The days of a report: from the first day of its first period to the end of its last. */
const rangeOf = (periods: ReportPeriod[]): Params =>
  periods.length === 0 ? [0, 0] : [daysOf(periods[0]!)[0]!, daysOf(periods.at(-1)!)[1]!];

/**
 * The report's cells as one grouped statement over the roll-up's rows of the range and the
 * breakdown (`report_daily`, kept by triggers of `leads`: `report-rollup-migration.ts`): per
 * period (its index in the input), breakdown key, lead type and whether the leads came from the
 * contact page, the number of genuine leads received, how far they went and their estimated
 * values. The roll-up holds the stages of the rules below per New York day, so a report reads a
 * few rows a day instead of every lead of its range.
 *
 * - Stages come from the lead's status and its history, so a lead counts once per stage it
 *   reached even after it moved back: contacted = ever at contacted or beyond (qualified, won,
 *   lost) or replied to from the desk; qualified = ever at qualified or won.
 * - Won and lost are the lead's outcome now: its status, or, once archived, the later of its
 *   last move to won and to lost.
 */
function reportCells(input: ReportInput): { sql: string; params: Params } {
  const period = periodCase(input.periods);
  const sql = `
    WITH cells AS (
      SELECT ${period.sql} AS period, CASE WHEN key_null = 1 THEN NULL ELSE key_value END AS breakdown,
        lead_type, contact_page, SUM(leads) AS leads, SUM(contacted) AS contacted,
        SUM(qualified) AS qualified, SUM(won) AS won, SUM(lost) AS lost,
        SUM(estimated_value) AS estimated_value
      FROM report_daily WHERE dim = ? AND day >= ? AND day < ? AND leads <> 0
      GROUP BY 1, 2, 3, 4
    )
    SELECT period, breakdown, ${STAGE_SUMS} FROM cells GROUP BY period, breakdown`;
  return { sql, params: [...period.params, input.by, ...rangeOf(input.periods)] };
}

/**
 * The range's first-contact times (`report_first_contact`, kept by triggers of `leads`) per owner
 * and period (its index in the input): one row per pair, holding its times as one text list of
 * `ms:count` items (how many contacted leads had that time), in no particular order.
 * {@link nearestRanks} takes the percentiles from them. One row per time instead (some 54,000 in
 * a 90-day range at 250,000 leads) cost PostgreSQL's driver more than the whole statement: every
 * row parsed into an object and collected again (session 16, `README.md`).
 */
function firstContactTimes(
  input: ReportInput,
  dialect: SqlDialect,
): { sql: string; params: Params } {
  const period = periodCase(input.periods);
  const item = "CAST(ms AS TEXT) || ':' || CAST(n AS TEXT)";
  const list = dialect === "sqlite" ? `group_concat(${item}, ',')` : `string_agg(${item}, ',')`;
  const sql = `SELECT owner_id, ${period.sql} AS period, ${list} AS times FROM report_first_contact
    WHERE day >= ? AND day < ? AND n <> 0 GROUP BY 1, 2`;
  return { sql, params: [...period.params, ...rangeOf(input.periods)] };
}

type FirstContact = { contacted: number; medianMs: number | null; p90Ms: number | null };

/** The times of a `ms:count,…` list ({@link firstContactTimes}), each as often as its count. */
export function timesOf(list: unknown): number[] {
  const times: number[] = [];
  if (list === null || list === undefined || list === "") return times;
  for (const item of String(list).split(",")) {
    const colon = item.indexOf(":");
    const ms = Number(item.slice(0, colon));
    for (let count = Number(item.slice(colon + 1)); count > 0; count -= 1) times.push(ms);
  }
  return times;
}

/** The values of `lists` in one typed array, in no particular order. */
function joined(lists: number[][]): Float64Array {
  const all = new Float64Array(lists.reduce((length, list) => length + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
}

/**
 * The median and 90th percentile of the time to first contact per group of `rows` (rows of
 * {@link firstContactTimes}, their lists read by {@link timesOf}; `groupOf` names a row's group):
 * nearest rank, the ⌈n/2⌉-th and ⌈9n/10⌉-th of the group's times in order. First contact is the
 * first reply from the desk or the first move to contacted or beyond, whichever came first (issue
 * 32: a reply is a first contact). Each rank is selected in linear time (d3-array's
 * `quickselect`, Floyd–Rivest), not by sorting the group: SQLite's window aggregates took 0.3–5 s
 * over the 54,000 times of a 90-day range at 250,000 leads (session 15, `README.md`), sorting them
 * twice in JavaScript 10–35 ms, selecting 2–3 ms (session 16).
 */
export function nearestRanks<R extends { times: number[] }, K>(
  rows: R[],
  groupOf: (row: R) => K,
): Map<K, FirstContact> {
  const lists = new Map<K, number[][]>();
  for (const row of rows) {
    const group = groupOf(row);
    const list = lists.get(group) ?? [];
    list.push(row.times);
    lists.set(group, list);
  }
  const result = new Map<K, FirstContact>();
  for (const [group, list] of lists) {
    const times = joined(list);
    const n = times.length;
    if (n === 0) continue;
    const p90 = Math.floor((9 * n + 9) / 10) - 1;
    const median = Math.floor((n + 1) / 2) - 1;
    // After the first selection no time left of the 90th percentile is greater than it, so the
    // median (never right of it) is selected among those.
    quickselect(times, p90);
    quickselect(times, median, 0, p90);
    result.set(group, { contacted: n, medianMs: times[median]!, p90Ms: times[p90]! });
  }
  return result;
}

/** Adds the counts of `row` to `sum`. */
function addCounts(sum: StageCounts, row: StageCounts): StageCounts {
  for (const key of Object.keys(sum) as (keyof StageCounts)[]) sum[key] += row[key];
  return sum;
}

/** Most leads first, the leads without a value last among equals, then by key (code units). */
function byLeads(
  a: { key: string | null; leads: number },
  b: { key: string | null; leads: number },
) {
  const [x, y] = [a.key ?? "", b.key ?? ""];
  return (
    b.leads - a.leads ||
    Number(a.key === null) - Number(b.key === null) ||
    (x < y ? -1 : x > y ? 1 : 0)
  );
}

const NO_CONTACT: FirstContact = { contacted: 0, medianMs: null, p90Ms: null };

/**
 * The reports' reads over a {@link StatementDatabase}: one SQL text per dialect (only the JSON
 * and string functions differ), every count and sum computed by the database from the roll-up,
 * the percentiles from its time-ordered rows ({@link nearestRanks}).
 */
export function createReportStore(db: StatementDatabase, dialect: SqlDialect) {
  async function leadReport(input: ReportInput): Promise<Omit<LeadReport, "query">> {
    const cellsQuery = reportCells(input);
    const timesQuery = firstContactTimes(input, dialect);
    // Independent reads: on PostgreSQL each takes its own connection of the pool and they run at
    // once; SQLite answers them one after the other.
    const [cells, times, emails, integrations] = await Promise.all([
      db.all(cellsQuery.sql, cellsQuery.params),
      db.all(timesQuery.sql, timesQuery.params),
      db.all("SELECT id, email FROM staff_accounts", []),
      integrationTotals(input),
    ]);
    // The statements name a period by its index in the input.
    const label = (index: unknown) =>
      index === null || index === undefined ? "" : (input.periods[Number(index)]?.period ?? "");

    const periodSums = new Map<string, StageCounts>();
    const keySums = new Map<string | null, StageCounts>();
    for (const cell of cells) {
      const counts = stageCounts(cell);
      const period = label(cell.period);
      const key = text(cell.breakdown);
      periodSums.set(period, addCounts(periodSums.get(period) ?? stageCounts(undefined), counts));
      keySums.set(key, addCounts(keySums.get(key) ?? stageCounts(undefined), counts));
    }
    const series = input.periods.map(({ period }) => ({
      period,
      ...(periodSums.get(period) ?? stageCounts(undefined)),
    }));
    const totals = series.reduce((sum, row) => addCounts(sum, row), stageCounts(undefined));
    const emailOf = new Map(emails.map((row) => [String(row.id), String(row.email)]));
    const timed = times.map((row) => ({
      owner: row.owner_id === "" ? null : text(row.owner_id),
      period: num(row.period),
      times: timesOf(row.times),
    }));
    const byOwner = nearestRanks(timed, (row) => row.owner);
    const byPeriod = nearestRanks(timed, (row) => row.period);
    return {
      totals: { ...totals, rates: stageRates(totals) },
      series,
      breakdown: [...keySums]
        .map(([key, counts]) => ({ key, ...counts, rates: stageRates(counts) }))
        .sort(byLeads)
        .slice(0, REPORT_MAX_ROWS),
      firstContact: {
        byOwner: [...byOwner]
          .map(([ownerId, times]) => ({
            ownerId,
            ownerEmail: ownerId === null ? null : (emailOf.get(ownerId) ?? null),
            ...times,
          }))
          .sort(
            (a, b) =>
              b.contacted - a.contacted || String(a.ownerEmail).localeCompare(String(b.ownerEmail)),
          ),
        byPeriod: input.periods.map(({ period }, index) => ({
          period,
          ...(byPeriod.get(index) ?? NO_CONTACT),
        })),
      },
      ...integrations,
    };
  }

  /** Bookings made (not cancelled, not replaced by a reschedule) and payments taken in the range. */
  async function integrationTotals({ periods }: ReportInput) {
    const range = [periods[0]?.startAt ?? 0, periods.at(-1)?.endAt ?? 0];
    const [bookings] = await db.all(
      `SELECT COUNT(*) AS n, SUM(${BOOKING_VALUE}) AS value FROM bookings
       WHERE status = 'booked' AND created_at >= ? AND created_at < ?`,
      range,
    );
    const payments = await db.all(
      `SELECT currency, COUNT(*) AS n, SUM(COALESCE(amount, 0) - amount_refunded) AS amount FROM payments
       WHERE status IN ('paid', 'partially_refunded', 'refunded') AND created_at >= ? AND created_at < ?
       GROUP BY currency ORDER BY currency`,
      range,
    );
    return {
      bookings: { count: num(bookings?.n), value: num(bookings?.value) },
      payments: payments.map((row) => ({
        currency: text(row.currency),
        count: num(row.n),
        amount: num(row.amount),
      })),
    };
  }

  return {
    leadReport,
    /** The qualified and won leads carrying `network`'s click id (`offline-conversions.ts`). */
    offlineConversions: (network: AdNetwork, startAt: number, endAt: number) =>
      offlineConversions(db, dialect, network, startAt, endAt),
  };
}

/** The reports' store of either database. */
export type ReportStore = ReturnType<typeof createReportStore>;
