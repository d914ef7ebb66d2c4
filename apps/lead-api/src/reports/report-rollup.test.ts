import { beforeEach, describe, expect, it } from "vitest";
import { STORE_KINDS, useTestStore, type TestStore } from "../test-support/test-stores";
import { reportDay } from "./report-days";
import { rollupFromScratch } from "./report-rollup-migration";
import { insertLeads, runSql, type FixtureLead } from "./report-test-kit";

const MIN = 60_000;
const HOUR = 60 * MIN;
/** Midnight in New York on Sunday 2026-03-08, the day clocks go forward (05:00 UTC). */
const DST_DAY = Date.parse("2026-03-08T05:00:00.000Z");
const STATUSES = ["new", "contacted", "qualified", "won", "lost", "archived"];
const PAGES = [
  "https://www.vantreo.com/contact",
  "https://www.vantreo.com/de/contact?x=1",
  "https://www.vantreo.com/ar/services/zero-trust",
  "/services/rag-architecture",
  "https://sg.vantreo.com/",
];

/** A small seeded generator (mulberry32), so a failure repeats. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const DAILY_ORDER = "dim, day, key_null, key_value, lead_type, contact_page";
const FIRST_ORDER = "day, owner_id, ms";

/** Every value as a number where it is one (pg answers BIGINT and SUM as strings). */
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === "string" && /^-?\d+$/.test(value) && key !== "key_value"
          ? Number(value)
          : value,
      ]),
    ),
  );

/** The trigger-kept tables and the same recomputed from the leads, rows of 0 left out. */
async function kept(testStore: TestStore) {
  const scratch = rollupFromScratch();
  const [daily, dailyScratch, first, firstScratch, zeros] = await Promise.all([
    runSql(testStore, [`SELECT * FROM report_daily WHERE leads <> 0 ORDER BY ${DAILY_ORDER}`]),
    runSql(testStore, [`SELECT * FROM (${scratch.daily}) d ORDER BY ${DAILY_ORDER}`]),
    runSql(testStore, [`SELECT * FROM report_first_contact WHERE n <> 0 ORDER BY ${FIRST_ORDER}`]),
    runSql(testStore, [`SELECT * FROM (${scratch.firstContact}) f ORDER BY ${FIRST_ORDER}`]),
    // A row whose leads all left holds nothing else either.
    runSql(testStore, [
      `SELECT COUNT(*) AS n FROM report_daily WHERE leads = 0 AND (contacted <> 0
        OR qualified <> 0 OR won <> 0 OR lost <> 0 OR estimated_value <> 0)`,
    ]),
  ]);
  return {
    daily: plain(daily),
    dailyScratch: plain(dailyScratch),
    first: plain(first),
    firstScratch: plain(firstScratch),
    inconsistentZeros: Number(zeros[0]?.n),
  };
}

/** Random leads received around New York's midnights and the March change. */
function randomLeads(random: ReturnType<typeof generator>, from: number, count: number) {
  return Array.from({ length: count }, (_, index): FixtureLead => {
    const day = Math.floor(random.next() * 6) - 3;
    // Within an hour either side of a midnight, or anywhere in the day.
    const offset =
      random.next() < 0.5 ? (random.next() - 0.5) * 2 * HOUR : random.next() * 24 * HOUR;
    const metadata: Record<string, string> = {};
    if (random.next() < 0.6) metadata.utm_source = random.pick(["google", "linkedin", ""]);
    if (random.next() < 0.5) metadata.utm_campaign = random.pick(["spring", "cio-brief"]);
    if (random.next() < 0.3) metadata.utm_medium = "cpc";
    const moves: [string, number][] = [];
    let minutes = 0;
    for (let n = Math.floor(random.next() * 4); n > 0; n -= 1) {
      minutes += 1 + Math.floor(random.next() * 600);
      moves.push([random.pick(STATUSES.slice(1)), minutes]);
    }
    return {
      id: `r${from + index}`,
      receivedAt: new Date(DST_DAY + day * 24 * HOUR + Math.round(offset)).toISOString(),
      leadType: random.pick(["contact", "assessment", "newsletter", "download"]),
      source: random.pick(["contact-page", "popup", "footer"]),
      pageUrl: random.pick(PAGES),
      metadata,
      locale: random.pick(["en", "de", "ar", null]),
      status: moves.at(-1)?.[0] ?? "new",
      ownerId: random.pick(["s1", "s2", null]),
      estimatedValue: random.next() < 0.4 ? Math.floor(random.next() * 50_000) : undefined,
      spam: random.next() < 0.1,
      moves,
    };
  });
}

/** One random change of a stored lead, as the statements the desk's write path makes. */
function randomChange(random: ReturnType<typeof generator>, ids: string[], step: number): string[] {
  const id = random.pick(ids);
  const at = DST_DAY + 10 * 24 * HOUR + step * MIN;
  const where = `WHERE id = '${id}'`;
  switch (random.pick(["status", "status", "owner", "value", "spam", "reply", "erase", "bulk"])) {
    case "status": {
      const to = random.pick(STATUSES);
      return [
        `UPDATE leads SET status = '${to}', updated_at = ${at} ${where}`,
        `INSERT INTO desk_audit (lead_id, actor_id, actor_email, event, details, at) VALUES ('${id}',
          's1', 'staff@vantreo.com', 'lead.changed', '{"status":{"from":"new","to":"${to}"}}', ${at})`,
      ];
    }
    case "owner":
      return [
        `UPDATE leads SET owner_id = ${random.pick(["'s1'", "'s2'", "'s3'", "NULL"])} ${where}`,
      ];
    case "value":
      return [
        `UPDATE leads SET estimated_value = ${random.next() < 0.3 ? "NULL" : Math.floor(random.next() * 90_000)} ${where}`,
      ];
    case "spam":
      return [
        `UPDATE leads SET spam_reason = CASE WHEN spam_reason IS NULL THEN 'staff' ELSE NULL END ${where}`,
      ];
    case "reply":
      return [
        `INSERT INTO lead_replies (id, lead_id, staff_id, staff_email, staff_name, locale, subject,
          body, msg_id, in_reply_to, created_at) VALUES ('q${step}', '${id}', 's1', 'ann@vantreo.com',
          'Ann', 'en', 'Your inquiry', 'Hello', '<q${step}@vantreo.com>', NULL, ${at - 9 * 24 * HOUR})`,
      ];
    case "erase":
      return [
        `DELETE FROM desk_audit WHERE lead_id = '${id}'`,
        `DELETE FROM lead_replies WHERE lead_id = '${id}'`,
        `DELETE FROM leads ${where}`,
      ];
    default:
      // One statement changing many leads (the purge, a bulk action): PostgreSQL's statement
      // triggers see them all at once.
      return [
        `UPDATE leads SET status = 'archived', owner_id = 's2' WHERE status IN ('won', 'lost')`,
      ];
  }
}

describe.each(STORE_KINDS)("the report's roll-up on %s", (kind) => {
  const currentStore = useTestStore(kind);
  beforeEach(async () => {
    await insertLeads(currentStore(), randomLeads(generator(7), 0, 40));
  });

  it("equals the roll-up recomputed from the leads after random inserts, moves, owner and value changes, spam moves, replies and erasures", async () => {
    const random = generator(kind === "sqlite" ? 11 : 13);
    let ids = Array.from({ length: 40 }, (_, index) => `r${index}`);
    for (let round = 0; round < 4; round += 1) {
      const added = randomLeads(random, 100 * (round + 1), 10);
      await insertLeads(currentStore(), added);
      ids = [...ids, ...added.map((lead) => lead.id)];
      const statements = Array.from({ length: 30 }, (_, step) =>
        randomChange(random, ids, round * 100 + step),
      ).flat();
      await runSql(currentStore(), [...statements, "SELECT 1"]);
      const tables = await kept(currentStore());
      expect(tables.daily).toEqual(tables.dailyScratch);
      expect(tables.first).toEqual(tables.firstScratch);
      expect(tables.inconsistentZeros).toBe(0);
      // Not vacuous: leads, stages, values and first contacts are there.
      expect(tables.daily.length).toBeGreaterThan(50);
      expect(tables.first.length).toBeGreaterThan(5);
    }
  });

  // A visitor's attribution is theirs to make long: metadata values up to 1,000 characters
  // (`LEAD_LIMITS.metadata`), a page URL up to `rawTextMax`. In UTF-8 that is several kB, more
  // than a PostgreSQL btree entry may hold (about 2.7 kB): the roll-up's key must not refuse it.
  it("takes attribution values as long as a lead may carry, in any script", async () => {
    const random = generator(5);
    // Characters from the CJK block, at random: three bytes each in UTF-8, nothing to compress.
    const text = (length: number) =>
      Array.from({ length }, () =>
        String.fromCodePoint(0x4e00 + Math.floor(random.next() * 0x5000)),
      ).join("");
    const campaign = text(1000);
    const path = `/${text(3000)}`;
    await insertLeads(currentStore(), [
      {
        id: "long",
        receivedAt: new Date(DST_DAY).toISOString(),
        pageUrl: `https://www.vantreo.com${path}`,
        metadata: { utm_campaign: campaign, utm_source: text(1000) },
      },
    ]);
    const rows = await runSql(currentStore(), [
      `SELECT dim, key_value FROM report_daily WHERE dim IN ('utm_campaign', 'landing_page')
        AND leads > 0 AND LENGTH(key_value) > 900 ORDER BY dim`,
    ]);
    expect(rows.map((row) => row.dim)).toEqual(["landing_page", "utm_campaign"]);
    expect(rows.find((row) => row.dim === "utm_campaign")?.key_value).toBe(campaign);
    const tables = await kept(currentStore());
    expect(tables.daily).toEqual(tables.dailyScratch);
  });

  it("keys each lead by its New York day, the March change included", async () => {
    const rows = await runSql(currentStore(), [
      "SELECT id, received_at FROM leads WHERE spam_reason IS NULL ORDER BY id",
    ]);
    const sqlDays = await runSql(currentStore(), [
      `SELECT id, (received_at + (SELECT offset_ms FROM report_zone_offsets
         WHERE since <= received_at ORDER BY since DESC LIMIT 1)) / 86400000 AS day
       FROM leads WHERE spam_reason IS NULL ORDER BY id`,
    ]);
    expect(sqlDays.map((row) => Number(row.day))).toEqual(
      rows.map((row) => reportDay(Number(row.received_at))),
    );
    // 23:30 New York time on Saturday 2026-03-07 (UTC−5) and 00:30 on Sunday; 23:30 on Sunday
    // (UTC−4 by then) and 00:30 on Monday.
    const sunday = Math.floor(Date.parse("2026-03-08T00:00:00Z") / 86_400_000);
    expect(
      [
        "2026-03-08T04:30:00Z",
        "2026-03-08T05:30:00Z",
        "2026-03-09T03:30:00Z",
        "2026-03-09T04:30:00Z",
      ].map((iso) => reportDay(Date.parse(iso)) - sunday),
    ).toEqual([-1, 0, 0, 1]);
  });
});
