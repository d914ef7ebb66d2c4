import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { privacyPageSchema, type PrivacyPage } from "@vantreo/contracts";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { deskCall, deskFixture, deskGet, submitLead, type DeskFixture } from "./desk-test-kit";

// Issue 31: the privacy queue is paged on the server (2,500 requests at scale took seconds to
// paint when the desk loaded them all): a page of one state, oldest first, with both counts.
describe.each(STORE_KINDS)("the privacy queue's pages on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const page = (query: string) =>
    deskGet<PrivacyPage>(f.app, f.staff.privacy!, `/privacy/requests?${query}`, privacyPageSchema);
  const emails = (answer: PrivacyPage) => answer.requests.map((request) => request.email);

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { privacy: ["privacy"] });
    for (const n of ["a", "b", "c", "d", "e"])
      await submitLead(f, n, {
        leadType: "data-rights",
        metadata: { marketing_consent: false, request_type: "access" },
      });
  });

  it("answers a page of one state, oldest first, with the counts of both states", async () => {
    const [oldest] = (await page("status=open&size=1")).requests;
    expect(
      (await deskCall(f.app, f.staff.privacy, "POST", `/privacy/requests/${oldest!.id}/done`))
        .status,
    ).toBe(200);
    const first = await page("status=open&size=2");
    expect(first).toMatchObject({ counts: { open: 4, done: 1 }, page: 1, size: 2, total: 4 });
    expect(emails(first)).toEqual(["visitor.b@example.com", "visitor.c@example.com"]);
    const last = await page("status=open&size=2&page=2");
    expect(emails(last)).toEqual(["visitor.d@example.com", "visitor.e@example.com"]);
    expect(emails(await page("status=open&size=2&page=3"))).toEqual([]);
    const done = await page("status=done");
    expect(done).toMatchObject({ total: 1, size: 50 });
    expect(emails(done)).toEqual(["visitor.a@example.com"]);
    // Every request, when no state is named; the default page is 50.
    const all = await page("");
    expect(all).toMatchObject({ total: 5, page: 1, size: 50 });
    expect(emails(all)).toHaveLength(5);
  });

  it.each(["size=0", "size=201", "page=0", "page=x", "status=all"])(
    "refuses %s with the contract's 400",
    async (query) => {
      const answer = await deskCall(f.app, f.staff.privacy, "GET", `/privacy/requests?${query}`);
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { error: { code: string; fields: object } };
      expect(body.error.code).toBe("invalid_request");
      expect(Object.keys(body.error.fields)).toEqual([query.split("=")[0]]);
    },
  );
});

const QUEUE_PAGE =
  "SELECT * FROM data_requests WHERE status = 'open' ORDER BY received_at, id LIMIT 50 OFFSET 100";
const SUBSCRIBER_PAGE =
  "SELECT s.lead_id FROM newsletter_subscriptions s ORDER BY s.created_at DESC, s.lead_id LIMIT 50";

describe("the privacy queue's and the subscriber list's pages read an index, not a sort", () => {
  const sqliteStore = useTestStore("sqlite");
  const postgresStore = useTestStore("postgres");

  it("on sqlite", () => {
    const db = new Database(join(sqliteStore().dataDir!, SQLITE_FILE_NAME), { readonly: true });
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((step) => step.detail)
        .join("\n");
    const queue = plan(QUEUE_PAGE);
    const subscribers = plan(SUBSCRIBER_PAGE);
    db.close();
    expect(queue).toContain("data_requests_queue");
    expect(queue).not.toContain("TEMP B-TREE");
    expect(subscribers).toContain("newsletter_subscriptions_signed_up");
    expect(subscribers).not.toContain("TEMP B-TREE");
  });

  it("on postgres", async () => {
    const client = new pg.Client({ connectionString: postgresStore().url });
    await client.connect();
    // An empty test table makes a scan cheapest; the question is whether the index serves the order.
    await client.query("SET enable_seqscan = off");
    const plan = async (sql: string) =>
      (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`)).rows
        .map((row) => row["QUERY PLAN"])
        .join("\n");
    const queue = await plan(QUEUE_PAGE);
    const subscribers = await plan(SUBSCRIBER_PAGE);
    await client.end();
    expect(queue).toContain("data_requests_queue");
    expect(queue).not.toMatch(/\bSort\b/);
    expect(subscribers).toContain("newsletter_subscriptions_signed_up");
    expect(subscribers).not.toMatch(/\bSort\b/);
  });
});
