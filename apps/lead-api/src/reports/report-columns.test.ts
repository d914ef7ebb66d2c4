import { beforeEach, describe, expect, it } from "vitest";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  ATTRIBUTION_COLUMNS,
  HISTORY_COLUMNS,
  reportColumnsBackfill,
} from "./report-columns-migration";
import { insertLeads, runSql, type FixtureLead } from "./report-test-kit";

const COLUMNS = [...Object.keys(ATTRIBUTION_COLUMNS), ...Object.keys(HISTORY_COLUMNS)];
const READ = `SELECT id, ${COLUMNS.join(", ")} FROM leads ORDER BY id`;
const AT = Date.parse("2026-03-02T05:00:00.000Z");
const MIN = 60_000;

const LEADS: FixtureLead[] = [
  {
    id: "a1",
    receivedAt: "2026-03-02T05:00:00.000Z",
    pageUrl: "https://www.vantreo.com/de/services/rag-architecture?utm_source=x#form",
    metadata: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
    status: "qualified",
    // Moved back and forth: contact and qualification (the move to won counts) stay the first,
    // won and lost their last moves.
    moves: [
      ["contacted", 10],
      ["won", 20],
      ["lost", 30],
      ["qualified", 40],
      ["won", 50],
    ],
  },
  {
    id: "a2",
    receivedAt: "2026-03-02T05:00:00.000Z",
    pageUrl: "/services/zero-trust",
    metadata: { utm_source: "", utm_service: "mlops-platform" },
  },
  {
    id: "a3",
    receivedAt: "2026-03-02T05:00:00.000Z",
    pageUrl: "https://sg.vantreo.com?ref=1",
    moves: [["lost", 5]],
  },
];

describe.each(STORE_KINDS)("the stored report columns on %s", (kind) => {
  const currentStore = useTestStore(kind);
  beforeEach(async () => {
    await insertLeads(currentStore(), LEADS);
  });

  it("derive the attribution on insert and fold each status move into the history facts", async () => {
    const rows = await runSql(currentStore(), [READ]);
    expect(rows.map(normalize)).toEqual(
      [
        {
          id: "a1",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "spring",
          landing_path: "/de/services/rag-architecture",
          landing_host: "www.vantreo.com",
          service_slug: "rag-architecture",
          history_contacted_at: AT + 10 * MIN,
          history_qualified_at: AT + 20 * MIN,
          history_won_at: AT + 50 * MIN,
          history_lost_at: AT + 30 * MIN,
        },
        {
          id: "a2",
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          landing_path: "/services/zero-trust",
          landing_host: null,
          service_slug: "mlops-platform",
          history_contacted_at: null,
          history_qualified_at: null,
          history_won_at: null,
          history_lost_at: null,
        },
        {
          id: "a3",
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          landing_path: "/",
          landing_host: "sg.vantreo.com",
          service_slug: null,
          history_contacted_at: AT + 5 * MIN,
          history_qualified_at: null,
          history_won_at: null,
          history_lost_at: AT + 5 * MIN,
        },
      ].map(normalize),
    );
  });

  it("take a reply from the desk as the first contact when it came before the first move", async () => {
    const reply = (id: string, leadId: string, minutes: number) =>
      `INSERT INTO lead_replies (id, lead_id, staff_id, staff_email, staff_name, locale, subject,
        body, msg_id, in_reply_to, created_at) VALUES ('${id}', '${leadId}', 's1', 'ann@vantreo.com',
        'Ann', 'en', 'Your inquiry', 'Hello', '<${id}@vantreo.com>', NULL, ${AT + minutes * MIN})`;
    // a1 moved at 10 min, answered at 15: stays 10. a2 never moved, answered at 7 and 9: 7.
    // a3 answered at 2, before its move at 5: 2.
    const rows = await runSql(currentStore(), [
      reply("r1", "a1", 15),
      reply("r2", "a2", 9),
      reply("r3", "a2", 7),
      reply("r4", "a3", 2),
      "SELECT id, history_contacted_at FROM leads ORDER BY id",
    ]);
    expect(rows.map((row) => [row.id, num(row.history_contacted_at)])).toEqual([
      ["a1", AT + 10 * MIN],
      ["a2", AT + 7 * MIN],
      ["a3", AT + 2 * MIN],
    ]);
  });

  it("are filled the same by the migration's backfill for rows stored before it", async () => {
    const dialect = kind === "sqlite" ? "sqlite" : "postgres";
    const before = await runSql(currentStore(), [
      `INSERT INTO lead_replies (id, lead_id, staff_id, staff_email, staff_name, locale, subject,
        body, msg_id, in_reply_to, created_at) VALUES ('r1', 'a2', 's1', 'ann@vantreo.com', 'Ann',
        'en', 'Your inquiry', 'Hello', '<r1@vantreo.com>', NULL, ${AT + 7 * MIN})`,
      READ,
    ]);
    expect(num(before[1]!.history_contacted_at)).toBe(AT + 7 * MIN);
    const cleared = COLUMNS.map((column) => `${column} = NULL`);
    const after = await runSql(currentStore(), [
      `UPDATE leads SET ${cleared.join(", ")}`,
      ...reportColumnsBackfill(dialect),
      READ,
    ]);
    expect(after.map(normalize)).toEqual(before.map(normalize));
    expect(after.map((row) => row.landing_host)).toEqual([
      "www.vantreo.com",
      null,
      "sg.vantreo.com",
    ]);
  });
});

function num(value: unknown) {
  return value === null ? null : Number(value);
}

/** Times as numbers whichever driver read them (pg answers BIGINT as a string). */
function normalize(row: Record<string, unknown>) {
  return {
    ...row,
    history_contacted_at: num(row.history_contacted_at),
    history_qualified_at: num(row.history_qualified_at),
    history_won_at: num(row.history_won_at),
    history_lost_at: num(row.history_lost_at),
  };
}
