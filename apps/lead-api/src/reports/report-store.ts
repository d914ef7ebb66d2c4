import type { AdNetwork, LeadReport, ReportBreakdown } from "@vantreo/contracts/core";
import { REPORT_MAX_ROWS } from "@vantreo/contracts/core";
import type { SqlDialect } from "../desk/lead-filter-sql";
import type { Row, StatementDatabase } from "../store/statement-database";
import { offlineConversions } from "./offline-conversions";
import type { ReportPeriod } from "./report-periods";
import { BOOKING_VALUE, breakdownKey, CONVERSION_VALUE, TRACKING_VALUE } from "./report-sql";

/** What one report reads: its periods (the range is theirs) and its breakdown. */
export type ReportInput = { periods: ReportPeriod[]; by: ReportBreakdown };

type Params = (string | number | null)[];

const STAGE_SUMS = `COUNT(*) AS leads, SUM(contacted) AS contacted, SUM(qualified) AS qualified,
  SUM(won) AS won, SUM(lost) AS lost, SUM(conversion_value) AS conversion_value,
  SUM(tracking_value) AS tracking_value, SUM(estimated_value) AS estimated_value`;

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const maybe = (value: unknown) => (value === null || value === undefined ? null : Number(value));
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

/**
 * The report's lead rows as SQL (a `WITH` list ending in `report_leads`): the genuine leads
 * received in the range, each in its period, with how far it went, its first contact, its values
 * and the breakdown's key. Everything is read from columns of `leads` (no JSON, no URL, no
 * history join): the attribution and history facts the `leads` and `desk_audit` triggers keep
 * (`report-columns-migration.ts`).
 *
 * - Stages come from the lead's status and its history (`desk_audit` rows of `lead.changed`), so
 *   a lead counts once per stage it reached even after it moved back: contacted = ever at
 *   contacted or beyond (qualified, won, lost); qualified = ever at qualified or won.
 * - Won and lost are the lead's outcome now: its status, or, once archived, the later of its
 *   last move to won and to lost.
 * - First contact is the first reply from the desk or the first move to contacted or beyond,
 *   whichever came first (issue 32: a reply is a first contact); a replied lead counts as contacted.
 */
function reportLeads(input: ReportInput): { sql: string; params: Params } {
  const { periods, by } = input;
  const rangeStart = periods[0]?.startAt ?? 0;
  const rangeEnd = periods.at(-1)?.endAt ?? 0;
  const values = periods.map(() => "(?, CAST(? AS BIGINT), CAST(? AS BIGINT))").join(", ");
  const sql = `
    periods (period, start_at, end_at) AS (VALUES ${values}),
    lead_rows AS (
      SELECT received_at, status, owner_id, source, lead_type, locale, utm_source, utm_medium,
        utm_campaign, landing_path AS path, landing_host AS host, service_slug AS service,
        history_contacted_at AS contacted_at, history_qualified_at AS qualified_at,
        history_won_at AS won_at, history_lost_at AS lost_at, estimated_value
      FROM leads WHERE spam_reason IS NULL AND received_at >= ? AND received_at < ?
    ),
    report_leads AS (
      SELECT (SELECT period FROM periods p WHERE l.received_at >= p.start_at AND l.received_at < p.end_at) AS period,
        l.owner_id, ${breakdownKey(by)} AS breakdown,
        CASE WHEN l.status IN ('contacted', 'qualified', 'won', 'lost') OR l.contacted_at IS NOT NULL
          THEN 1 ELSE 0 END AS contacted,
        CASE WHEN l.status IN ('qualified', 'won') OR l.qualified_at IS NOT NULL THEN 1 ELSE 0 END AS qualified,
        CASE WHEN l.status = 'won' OR (l.status = 'archived' AND l.won_at IS NOT NULL
          AND (l.lost_at IS NULL OR l.won_at > l.lost_at)) THEN 1 ELSE 0 END AS won,
        CASE WHEN l.status = 'lost' OR (l.status = 'archived' AND l.lost_at IS NOT NULL
          AND (l.won_at IS NULL OR l.lost_at > l.won_at)) THEN 1 ELSE 0 END AS lost,
        l.contacted_at - l.received_at AS first_contact_ms,
        ${CONVERSION_VALUE} AS conversion_value,
        ${TRACKING_VALUE} AS tracking_value,
        l.estimated_value
      FROM lead_rows l
    )`;
  const params: Params = [
    ...periods.flatMap((p) => [p.period, p.startAt, p.endAt]),
    rangeStart,
    rangeEnd,
  ];
  return { sql, params };
}

/**
 * The median and 90th percentile of the time to first contact per group (nearest rank: the
 * ⌈n/2⌉-th and ⌈9n/10⌉-th of the group's times in order), by window functions both stores have.
 */
const percentiles = `
  timed AS (
    SELECT 'owner' AS side, owner_id AS grp, first_contact_ms AS ms FROM report_leads
    WHERE first_contact_ms IS NOT NULL
    UNION ALL
    SELECT 'period' AS side, period AS grp, first_contact_ms AS ms FROM report_leads
    WHERE first_contact_ms IS NOT NULL
  ),
  ranked AS (
    SELECT side, grp, ms, ROW_NUMBER() OVER (PARTITION BY side, grp ORDER BY ms) AS rn,
      COUNT(*) OVER (PARTITION BY side, grp) AS n
    FROM timed
  )
  SELECT side, grp, MAX(n) AS n, MAX(CASE WHEN rn = (n + 1) / 2 THEN ms END) AS median_ms,
    MAX(CASE WHEN rn = (9 * n + 9) / 10 THEN ms END) AS p90_ms
  FROM ranked GROUP BY side, grp`;

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

const firstContactOf = (row: Row | undefined) => ({
  contacted: num(row?.n),
  medianMs: maybe(row?.median_ms),
  p90Ms: maybe(row?.p90_ms),
});

/**
 * The reports' reads over a {@link StatementDatabase}: one SQL text per dialect (only the JSON
 * and string functions differ), every count, sum and percentile computed by the database.
 */
export function createReportStore(db: StatementDatabase, dialect: SqlDialect) {
  async function leadReport(input: ReportInput): Promise<Omit<LeadReport, "query">> {
    const base = reportLeads(input);
    const run = (tail: string, extra: Params = []) =>
      db.all(`WITH ${base.sql}, ${tail}`, [...base.params, ...extra]);
    // One pass for the stages (per period × key; the sums per period and per key are added up
    // from its cells) and one for the percentiles (per owner and per period).
    const cells = await run(
      `done AS (SELECT period, breakdown, ${STAGE_SUMS} FROM report_leads GROUP BY period, breakdown)
       SELECT * FROM done`,
    );
    const times = await run(percentiles);
    const emails = await db.all("SELECT id, email FROM staff_accounts", []);

    const periodSums = new Map<string, StageCounts>();
    const keySums = new Map<string | null, StageCounts>();
    for (const cell of cells) {
      const counts = stageCounts(cell);
      const period = String(cell.period);
      const key = text(cell.breakdown);
      periodSums.set(period, addCounts(periodSums.get(period) ?? stageCounts(undefined), counts));
      keySums.set(key, addCounts(keySums.get(key) ?? stageCounts(undefined), counts));
    }
    const series = input.periods.map(({ period }) => ({
      period,
      ...(periodSums.get(period) ?? stageCounts(undefined)),
    }));
    const totals = series.reduce((sum, row) => addCounts(sum, row), stageCounts(undefined));
    const ownerRows = times.filter((row) => row.side === "owner");
    const periodTimes = times.filter((row) => row.side === "period");
    const emailOf = new Map(emails.map((row) => [String(row.id), String(row.email)]));
    const timesByPeriod = new Map(periodTimes.map((row) => [String(row.grp), row]));
    return {
      totals: { ...totals, rates: stageRates(totals) },
      series,
      breakdown: [...keySums]
        .map(([key, counts]) => ({ key, ...counts, rates: stageRates(counts) }))
        .sort(byLeads)
        .slice(0, REPORT_MAX_ROWS),
      firstContact: {
        byOwner: ownerRows
          .map((row) => ({
            ownerId: text(row.grp),
            ownerEmail: row.grp === null ? null : (emailOf.get(String(row.grp)) ?? null),
            ...firstContactOf(row),
          }))
          .sort(
            (a, b) =>
              b.contacted - a.contacted || String(a.ownerEmail).localeCompare(String(b.ownerEmail)),
          ),
        byPeriod: input.periods.map(({ period }) => ({
          period,
          ...firstContactOf(timesByPeriod.get(period)),
        })),
      },
      ...(await integrationTotals(input)),
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
