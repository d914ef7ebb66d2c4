import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { leadPageSchema } from "@vantreo/contracts";
import { errorCode } from "../test-support/dataroom-kit";
import { ADMIN_TOKEN, postJson } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import { deskCall, deskFixture, deskGet, submitLead, type DeskFixture } from "./desk-test-kit";

type Item = { id: string; email: string; estimatedValue: number | null };
type Page = { items: Item[]; total: number };

describe.each(STORE_KINDS)("the estimated value in the inbox on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const list = (query: string) =>
    deskGet<Page>(f.app, f.staff.sales!, `/leads?${query}`, leadPageSchema);
  const emails = (page: Page) => page.items.map((item) => item.email);

  /** Sets a lead's estimate as the lead page does (the desk's change, audited). */
  async function estimate(id: string, value: number) {
    const changed = await f.store.desk.changeLead(
      id,
      1,
      { estimatedValue: value },
      {
        leadId: id,
        actorId: f.staff.sales!.id,
        actorEmail: "sales@vantreo.com",
        event: "lead.changed",
        details: {},
        at: f.clock.now(),
      },
    );
    expect(changed).toBeTruthy();
  }

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sales: ["sales"] });
    // Received in this order; the estimates: a 5,000, b none, c 25,000, d 5,000, e none.
    const ids: Record<string, string> = {};
    for (const name of ["a", "b", "c", "d", "e"]) ids[name] = await submitLead(f, name);
    await estimate(ids.a!, 5000);
    await estimate(ids.c!, 25000);
    await estimate(ids.d!, 5000);
  });

  it("answers each lead with its estimate, or null", async () => {
    const page = await list("");
    expect(page.items.map((item) => [item.email, item.estimatedValue])).toEqual([
      ["visitor.e@example.com", null],
      ["visitor.d@example.com", 5000],
      ["visitor.c@example.com", 25000],
      ["visitor.b@example.com", null],
      ["visitor.a@example.com", 5000],
    ]);
  });

  it("sorts by the estimate, highest first, ties newest first, leads without one last", async () => {
    expect(emails(await list("sort=value"))).toEqual([
      "visitor.c@example.com",
      "visitor.d@example.com",
      "visitor.a@example.com",
      "visitor.e@example.com",
      "visitor.b@example.com",
    ]);
    // Pages of the sorted list follow on without a gap or a repeat.
    expect(emails(await list("sort=value&size=2&page=2"))).toEqual([
      "visitor.a@example.com",
      "visitor.e@example.com",
    ]);
    const bad = await deskCall(f.app, f.staff.sales, "GET", "/leads?sort=company");
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe("invalid_request");
  });

  it("filters by a minimum estimate, which leaves out leads without one", async () => {
    const page = await list("value_min=5000");
    expect(emails(page)).toEqual([
      "visitor.d@example.com",
      "visitor.c@example.com",
      "visitor.a@example.com",
    ]);
    expect(page.total).toBe(3);
    expect(emails(await list("value_min=5001&sort=value"))).toEqual(["visitor.c@example.com"]);
    expect((await list("value_min=0")).total).toBe(3);
    for (const bad of ["-1", "1.5", "lots"]) {
      const response = await deskCall(f.app, f.staff.sales, "GET", `/leads?value_min=${bad}`);
      expect(response.status).toBe(400);
    }
  });

  it("exports the estimate in the desk's CSV, and the filter narrows the export", async () => {
    const response = await deskCall(
      f.app,
      f.staff.sales,
      "GET",
      "/leads/export?format=csv&value_min=10000",
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).trimEnd().split("\r\n");
    const column = header!.split(",").indexOf("estimatedValue");
    expect(column).toBeGreaterThan(-1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(",")[column]).toBe("25000");
  });

  it("exports the estimate in the data subject's CSV", async () => {
    const response = await postJson(
      f.app,
      "/admin/v1/subjects/export?format=csv",
      { email: "visitor.c@example.com" },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(response.status).toBe(200);
    const [header, lead] = (await response.text()).split("\r\n");
    const column = header!.split(",").indexOf("estimatedValue");
    expect(column).toBeGreaterThan(-1);
    expect(lead!.startsWith("lead,")).toBe(true);
    expect(lead).toContain(",25000");
  });
});

const SORTED_PAGE =
  "SELECT id FROM leads WHERE spam_reason IS NULL ORDER BY estimated_value DESC NULLS LAST, received_at DESC, id DESC LIMIT 25";

describe("the inbox sorted by estimate reads its index, not a sort of every lead", () => {
  const sqliteStore = useTestStore("sqlite");
  const postgresStore = useTestStore("postgres");

  it("on sqlite", () => {
    const db = new Database(join(sqliteStore().dataDir!, SQLITE_FILE_NAME), { readonly: true });
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${SORTED_PAGE}`).all() as { detail: string }[];
    db.close();
    const details = plan.map((step) => step.detail).join("\n");
    expect(details).toContain("leads_inbox_value");
    expect(details).not.toContain("TEMP B-TREE");
  });

  it("on postgres", async () => {
    const client = new pg.Client({ connectionString: postgresStore().url });
    await client.connect();
    // An empty test table makes a scan cheapest; the question is whether the index serves the order.
    await client.query("SET enable_seqscan = off");
    const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${SORTED_PAGE}`);
    await client.end();
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).toContain("leads_inbox_value");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
