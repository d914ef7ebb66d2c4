import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { LeadSchema } from "@vantreo/leads";
import { beforeEach, describe, expect, it } from "vitest";
import { leadCountsSchema, leadPageSchema } from "@vantreo/contracts";
import { numbered } from "../store/postgres-statement-database";
import { RECORD_COLUMNS, recordValues } from "../store/record-row";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import { SQLITE_SEARCH_TABLE } from "../store/desk-search-migration";
import { ADMIN_TOKEN, contactLead, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../test-support/test-stores";
import { BULK_EXPORT_AUDIT_ID } from "./desk-actor";
import {
  deskCall,
  deskFixture,
  deskGet,
  signInAs,
  submitLead,
  type DeskFixture,
} from "./desk-test-kit";
import { EXPORT_BATCH_SIZE, textStream } from "./lead-export";

type Value = string | number | null;

/** Runs statements on a connection of its own to the test store's database, in one transaction. */
async function onDatabase(
  testStore: TestStore,
  statements: { sql: string; params?: Value[] }[],
): Promise<Record<string, unknown>[][]> {
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    try {
      return db.transaction(() =>
        statements.map(({ sql, params = [] }) => {
          const statement = db.prepare(sql);
          if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
          statement.run(...params);
          return [];
        }),
      )();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const results: Record<string, unknown>[][] = [];
    for (const { sql, params = [] } of statements)
      results.push((await client.query(numbered(sql), params)).rows);
    await client.query("COMMIT");
    return results;
  } finally {
    await client.end();
  }
}

const DESK_COLUMNS = [...RECORD_COLUMNS, "spam_reason", "status"];

/** `count` valid leads as the store's own row mapping writes them, `at(n)` their receipt times. */
function bulkInsert(count: number, at: (n: number) => number, status = () => "new") {
  const rows: Value[][] = [];
  for (let n = 0; n < count; n += 1) {
    const lead = LeadSchema.parse(contactLead(`bulk.${n}`));
    const consent = {
      marketingConsent: false,
      consentedAt: null,
      textVersion: null,
      locale: "en",
      page: lead.pageUrl,
    };
    rows.push([
      ...recordValues({ id: randomUUID(), receivedAt: at(n), lead, consent }),
      null,
      status(),
    ]);
  }
  const statements = [];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const placeholders = `(${DESK_COLUMNS.map(() => "?").join(", ")})`;
    statements.push({
      sql: `INSERT INTO leads (${DESK_COLUMNS.join(", ")}) VALUES ${chunk.map(() => placeholders).join(", ")}`,
      params: chunk.flat(),
    });
  }
  return statements;
}

describe.each(STORE_KINDS)("lead desk at scale on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const search = async (q: string) =>
    (
      await deskGet<{ items: { email: string }[] }>(
        f.app,
        f.staff.sales!,
        `/leads?q=${encodeURIComponent(q)}`,
        leadPageSchema,
      )
    ).items.map((item) => item.email);

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sales: ["sales"] });
  });

  it("creates the desk's indexes by migration, and SQLite's planner reads the inbox from them", async () => {
    const names = [
      "leads_inbox",
      "leads_inbox_status",
      "leads_inbox_source",
      "leads_spam_folder",
      ...(kind === "postgres" ? ["leads_search"] : []),
    ];
    const [indexes] = await onDatabase(currentStore(), [
      {
        sql:
          kind === "sqlite"
            ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads'"
            : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'leads'",
      },
    ]);
    expect(indexes!.map((row) => row.name)).toEqual(expect.arrayContaining(names));
    if (kind !== "sqlite") return;
    const plan = async (sql: string) =>
      (await onDatabase(currentStore(), [{ sql: `EXPLAIN QUERY PLAN ${sql}` }]))[0]!
        .map((row) => String(row.detail))
        .join("; ");
    const inbox = "SELECT * FROM leads WHERE spam_reason IS NULL";
    expect(await plan(`${inbox} ORDER BY received_at DESC, id DESC LIMIT 25`)).toMatch(
      /USING INDEX leads_inbox\b/,
    );
    expect(
      await plan(
        `${inbox} AND status = 'new' AND source = 'footer' AND received_at >= 1 ORDER BY received_at DESC, id DESC LIMIT 25`,
      ),
    ).toMatch(/USING INDEX leads_inbox_status\b/);
    expect(
      await plan(
        "SELECT status, COUNT(*) FROM leads WHERE spam_reason IS NULL AND source = 'footer' AND received_at >= 1 GROUP BY status",
      ),
    ).toMatch(/USING COVERING INDEX leads_inbox_source\b/);
    expect(
      await plan(
        "SELECT status, source, COUNT(*) FROM leads WHERE spam_reason IS NULL AND received_at >= 1 AND received_at < 2 GROUP BY status, source",
      ),
    ).toMatch(/USING COVERING INDEX leads_inbox\b/);
  });

  it("keeps the full-text index in step with every insert, update and erasure", async () => {
    const id = await submitLead(f, "fts", { company: "Quillfeather Analytics" });
    await submitLead(f, "other", { company: "Brightwater Ltd" });
    expect(await search("quillfeath")).toEqual(["visitor.fts@example.com"]);
    // A text column changed by any statement: the old words leave the index, the new ones enter.
    await onDatabase(currentStore(), [
      { sql: "UPDATE leads SET company = 'Zanzibar Cartography' WHERE id = ?", params: [id] },
    ]);
    expect(await search("quillfeather")).toEqual([]);
    expect(await search("zanzib")).toEqual(["visitor.fts@example.com"]);
    const erased = await postJson(
      f.app,
      "/admin/v1/subjects/erase",
      { email: "visitor.fts@example.com" },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(erased.status).toBe(200);
    expect(await search("zanzib")).toEqual([]);
    expect(await search("brightwater")).toEqual(["visitor.other@example.com"]);
    if (kind === "sqlite") {
      // The index's own vocabulary (secure-delete): the erased lead's words are gone from it.
      const [, vocabulary] = await onDatabase(currentStore(), [
        {
          sql: `CREATE VIRTUAL TABLE temp.search_words USING fts5vocab(main, ${SQLITE_SEARCH_TABLE}, 'row')`,
        },
        { sql: "SELECT term FROM temp.search_words" },
      ]);
      const words = vocabulary!.map((row) => String(row.term));
      expect(words).toContain("brightwater");
      expect(words).not.toContain("zanzibar");
      expect(words).not.toContain("quillfeather");
      expect(words.some((word) => word.startsWith("fts"))).toBe(false);
    }
  });

  it("matches each word as a prefix and each punctuated word as a phrase, in any column", async () => {
    await submitLead(f, "ar", {
      firstName: "Layla",
      lastName: "Haddad",
      message: "نحتاج إلى تقييم منصة البيانات الخاصة بنا.",
    });
    await submitLead(f, "hyphen", { company: "Data-Forge GmbH" });
    expect(await search("layla hadd")).toEqual(["visitor.ar@example.com"]);
    expect(await search("تقييم")).toEqual(["visitor.ar@example.com"]);
    expect(await search("data-forge")).toEqual(["visitor.hyphen@example.com"]);
    expect(await search("forge data")).toEqual(["visitor.hyphen@example.com"]);
    // A phrase keeps its order: "forge-data" is not "Data-Forge".
    expect(await search("forge-data")).toEqual([]);
    expect(await search("visitor.hyphen@example.com")).toEqual(["visitor.hyphen@example.com"]);
  });

  it("keeps the counts per status in step with every insert, change, release, deletion and erasure", async () => {
    type Counts = Record<string, number>;
    const list = (query: string) =>
      deskGet<{ total: number; counts: Counts }>(
        f.app,
        f.staff.sales!,
        `/leads?${query}`,
        leadPageSchema,
      );
    // The whole folder's counts come from `lead_status_counts`; a date filter from 1970 matches
    // the same leads but is counted from `leads` itself: both must agree, and with the table.
    const expectInStep = async () => {
      for (const folder of ["spam=false", "spam=true"]) {
        const kept = await list(folder);
        const counted = await list(`${folder}&from=1970-01-01`);
        expect(kept).toEqual(counted);
        const picked = await list(`${folder}&status=contacted`);
        expect(picked.counts).toEqual(counted.counts);
        expect(picked.total).toBe(counted.counts.contacted);
      }
      const [kept, counted] = await onDatabase(currentStore(), [
        {
          sql: "SELECT spam, status, n FROM lead_status_counts WHERE n <> 0 ORDER BY spam, status",
        },
        {
          sql: "SELECT CASE WHEN spam_reason IS NULL THEN 0 ELSE 1 END AS spam, status, COUNT(*) AS n FROM leads GROUP BY 1, 2 ORDER BY 1, 2",
        },
      ]);
      const plain = (rows: Record<string, unknown>[]) =>
        rows.map((row) => [Number(row.spam), row.status, Number(row.n)]);
      expect(plain(kept!)).toEqual(plain(counted!));
      return counted!.length;
    };
    // One statement of many rows (the statement trigger's transition table on PostgreSQL).
    const statuses = ["new", "contacted", "won", "lost"];
    let n = 0;
    await onDatabase(
      currentStore(),
      bulkInsert(
        20,
        (i) => 1_000 + i,
        () => statuses[(n += 1) % statuses.length]!,
      ),
    );
    expect(await expectInStep()).toBe(4);
    const lead = await submitLead(f, "counted");
    await submitLead(f, "bot", { metadata: { marketing_consent: false, website: "x" } });
    await submitLead(f, "bot2", { metadata: { marketing_consent: false, website: "x" } });
    await expectInStep();
    const changed = await deskCall(f.app, f.staff.sales, "PATCH", `/leads/${lead}`, {
      version: 1,
      status: "contacted",
    });
    expect(changed.status).toBe(200);
    await expectInStep();
    const spam = (await list("spam=true")) as unknown as { items: { id: string }[] };
    expect(spam.items).toHaveLength(2);
    const released = await deskCall(
      f.app,
      f.staff.sales,
      "POST",
      `/leads/${spam.items[0]!.id}/release`,
    );
    expect(released.status).toBe(200);
    await expectInStep();
    const deleted = await deskCall(f.app, f.staff.sales, "DELETE", `/leads/${spam.items[1]!.id}`);
    expect(deleted.status).toBe(200);
    await expectInStep();
    // Many rows changed, and deleted, by one statement each.
    await onDatabase(currentStore(), [
      { sql: "UPDATE leads SET status = 'archived' WHERE status = 'lost'" },
      { sql: "UPDATE leads SET spam_reason = 'honeypot' WHERE status = 'won'" },
    ]);
    await expectInStep();
    await onDatabase(currentStore(), [{ sql: "DELETE FROM leads WHERE status = 'archived'" }]);
    await expectInStep();
    const erased = await postJson(
      f.app,
      "/admin/v1/subjects/erase",
      { email: "visitor.counted@example.com" },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(erased.status).toBe(200);
    await expectInStep();
    // The whole folder's counts are read from the table, not counted: a count off by 100 shows.
    await onDatabase(currentStore(), [
      { sql: "UPDATE lead_status_counts SET n = n + 100 WHERE spam = 0 AND status = 'new'" },
    ]);
    const kept = await list("spam=false");
    const counted = await list("spam=false&from=1970-01-01");
    expect(kept.counts.new).toBe((counted.counts.new ?? 0) + 100);
  });

  it("answers a search's page and its counts per status together, past the last page too", async () => {
    type Answer = { items: { email: string }[]; total: number; counts: Record<string, number> };
    const first = await submitLead(f, "q1", { company: "Quillfeather Analytics" });
    await submitLead(f, "q2", { company: "Quillfeather Analytics" });
    await submitLead(f, "q3", { company: "Quillfeather Analytics" });
    await submitLead(f, "other", { company: "Brightwater Ltd" });
    await deskCall(f.app, f.staff.sales, "PATCH", `/leads/${first}`, {
      version: 1,
      status: "contacted",
    });
    const get = (query: string) =>
      deskGet<Answer>(f.app, f.staff.sales!, `/leads?q=quill${query}`, leadPageSchema);
    const all = await get("&size=2");
    expect(all.items.map((item) => item.email)).toEqual([
      "visitor.q3@example.com",
      "visitor.q2@example.com",
    ]);
    expect(all.total).toBe(3);
    expect(all.counts).toMatchObject({ new: 2, contacted: 1, won: 0 });
    const second = await get("&size=2&page=2");
    expect(second.items.map((item) => item.email)).toEqual(["visitor.q1@example.com"]);
    const past = await get("&size=2&page=9");
    expect(past).toMatchObject({ items: [], total: 3, counts: { new: 2, contacted: 1 } });
    const picked = await get("&status=contacted");
    expect(picked.items.map((item) => item.email)).toEqual(["visitor.q1@example.com"]);
    expect(picked).toMatchObject({ total: 1, counts: { new: 2, contacted: 1 } });
    const none = await deskGet<Answer>(f.app, f.staff.sales!, "/leads?q=zanzibar", leadPageSchema);
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
    expect(Object.values(none.counts).every((n) => n === 0)).toBe(true);
  });

  // The bench exports 250,000; here five batches and a part prove the paging (a lead more or less
  // in a batch, a tie on the receipt time) without a slow test.
  it("streams every lead with no row cap, in keyset batches, the audit counting them all", async () => {
    const count = 5 * EXPORT_BATCH_SIZE + 101;
    const base = f.clock.now() - 1_000_000;
    // Pairs share a receipt time: the keyset's id order keeps every lead exactly once.
    await onDatabase(
      currentStore(),
      bulkInsert(count, (n) => base + Math.floor(n / 2)),
    );
    const csv = await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=csv");
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(count + 1);
    const ids = lines.slice(1).map((line) => line.split(",")[0]);
    expect(new Set(ids).size).toBe(count);
    const json = await deskCall(f.app, f.staff.sales, "GET", "/leads/export?format=json");
    const leads = (await json.json()) as { id: string; receivedAt: string }[];
    expect(leads).toHaveLength(count);
    expect(leads.map((lead) => lead.id)).toEqual(ids);
    const times = leads.map((lead) => Date.parse(lead.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const audits = (await f.store.desk.history(BULK_EXPORT_AUDIT_ID)).map((entry) => entry.details);
    expect(audits).toEqual([
      { filter: { spam: false }, format: "csv", separator: ",", rows: count },
      { filter: { spam: false }, format: "json", rows: count },
    ]);
  });

  it("reads an export's batches lazily, and leaves out leads received after it began", async () => {
    await onDatabase(
      currentStore(),
      bulkInsert(7, () => 1_000),
    );
    const batches = f.store.desk.exportBatches({ spam: false }, { until: 1_000, batchSize: 3 });
    const sizes: number[] = [];
    const seen = new Set<string>();
    let first = true;
    for await (const batch of batches) {
      sizes.push(batch.length);
      for (const lead of batch) seen.add(lead.id);
      if (first)
        await onDatabase(
          currentStore(),
          bulkInsert(2, () => 1_001),
        );
      first = false;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen.size).toBe(7);
    expect(await f.store.desk.countLeads({ spam: false }, 1_000)).toBe(7);
  });

  it("reports the leads of a date range by status and source", async () => {
    const first = await submitLead(f, 1, { source: "footer" });
    await submitLead(f, 2, { source: "footer" });
    await submitLead(f, 3, { source: "hero-cta" });
    await submitLead(f, "bot", { metadata: { marketing_consent: false, website: "x" } });
    await deskCall(f.app, f.staff.sales, "PATCH", `/leads/${first}`, {
      version: 1,
      status: "contacted",
    });
    f.clock.advance(3 * 86_400_000);
    await signInAs(f, "sales");
    await submitLead(f, "later", { source: "footer" });
    const day = new Date(f.clock.now()).toISOString().slice(0, 10);
    const before = await deskGet<{ rows: unknown[]; total: number }>(
      f.app,
      f.staff.sales!,
      `/reports/leads?to=${new Date(f.clock.now() - 2 * 86_400_000).toISOString().slice(0, 10)}`,
      leadCountsSchema,
    );
    expect(before).toEqual({
      rows: [
        { status: "contacted", source: "footer", count: 1 },
        { status: "new", source: "footer", count: 1 },
        { status: "new", source: "hero-cta", count: 1 },
      ],
      total: 3,
    });
    const today = await deskGet<{ total: number }>(
      f.app,
      f.staff.sales!,
      `/reports/leads?from=${day}`,
      leadCountsSchema,
    );
    expect(today.total).toBe(1);
    const bad = await deskCall(f.app, f.staff.sales, "GET", "/reports/leads?from=yesterday");
    expect(bad.status).toBe(400);
  });
});

describe("the export stream", () => {
  it("reads a piece only when asked, and reports a failure after the first byte", async () => {
    const pulled: string[] = [];
    async function* pieces() {
      pulled.push("a");
      yield "a";
      pulled.push("b");
      yield "b";
      throw new Error("disk gone");
    }
    const failures: unknown[] = [];
    const reader = textStream(pieces(), (error) => failures.push(error)).getReader();
    expect(pulled).toEqual([]);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("a");
    expect(pulled).toEqual(["a"]);
    await reader.read();
    await expect(reader.read()).rejects.toThrow("disk gone");
    expect(failures).toEqual([new Error("disk gone")]);
  });
});
