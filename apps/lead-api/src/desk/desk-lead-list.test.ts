import { beforeEach, describe, expect, it } from "vitest";
import { leadPageSchema } from "@vantreo/contracts";
import { errorCode } from "../test-support/dataroom-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  deskCall,
  deskFixture,
  deskGet,
  signInAs,
  submitLead,
  type DeskFixture,
  type ListedLead,
} from "./desk-test-kit";

type Page = {
  items: ListedLead[];
  total: number;
  page: number;
  size: number;
  counts: Record<string, number>;
};

describe.each(STORE_KINDS)("lead desk list on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  const list = (query: string) =>
    deskGet<Page>(f.app, f.staff.sales!, `/leads?${query}`, leadPageSchema);
  const emails = (page: Page) => page.items.map((item) => item.email);

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sales: ["sales"] });
  });

  it("lists newest first in pages of the asked size, with the total", async () => {
    for (let n = 1; n <= 5; n += 1) await submitLead(f, n);
    const first = await list("size=2");
    expect(emails(first)).toEqual(["visitor.5@example.com", "visitor.4@example.com"]);
    expect(first.total).toBe(5);
    const third = await list("size=2&page=3");
    expect(emails(third)).toEqual(["visitor.1@example.com"]);
    const invalid = await deskCall(f.app, f.staff.sales, "GET", "/leads?size=101");
    expect(invalid.status).toBe(400);
    expect(await errorCode(invalid)).toBe("invalid_request");
    expect((await list("size=100")).size).toBe(100);
  });

  it("filters by type, source, locale, owner and date range", async () => {
    await submitLead(f, "demo", { leadType: "demo-request", source: "hero-cta" });
    f.clock.advance(2 * 86_400_000);
    await signInAs(f, "sales");
    await submitLead(f, "de", {
      metadata: { marketing_consent: false, locale: "de" },
      source: "footer",
    });
    const owned = await submitLead(f, "owned");
    await f.store.desk.changeLead(
      owned,
      1,
      { ownerId: f.staff.sales!.id },
      {
        leadId: owned,
        actorId: f.staff.sales!.id,
        actorEmail: "sales@vantreo.com",
        event: "lead.changed",
        details: {},
        at: f.clock.now(),
      },
    );
    expect(emails(await list("type=demo-request"))).toEqual(["visitor.demo@example.com"]);
    expect(emails(await list("source=footer"))).toEqual(["visitor.de@example.com"]);
    expect(emails(await list("locale=de"))).toEqual(["visitor.de@example.com"]);
    expect(emails(await list(`owner=${f.staff.sales!.id}`))).toEqual(["visitor.owned@example.com"]);
    expect(emails(await list("owner=none"))).toEqual([
      "visitor.de@example.com",
      "visitor.demo@example.com",
    ]);
    expect(emails(await list("to=2025-06-16"))).toEqual(["visitor.demo@example.com"]);
    expect(emails(await list("from=2025-06-17T00:00:00Z"))).toEqual([
      "visitor.owned@example.com",
      "visitor.de@example.com",
    ]);
    const badDate = await deskCall(f.app, f.staff.sales, "GET", "/leads?from=yesterday");
    expect(badDate.status).toBe(400);
  });

  it("shows genuine leads by default and the spam folder with spam=true", async () => {
    await submitLead(f, "human");
    await submitLead(f, "bot", { metadata: { marketing_consent: false, website: "x" } });
    expect(emails(await list(""))).toEqual(["visitor.human@example.com"]);
    const spam = await list("spam=true");
    expect(emails(spam)).toEqual(["visitor.bot@example.com"]);
    expect(spam.items[0]?.spamReason).toBe("honeypot");
  });

  it("searches name, e-mail, company and message case-insensitively, wildcards taken literally", async () => {
    await submitLead(f, "a", { firstName: "Ada", lastName: "Lovelace", company: "Analytical" });
    await submitLead(f, "b", { company: "Percent_Labs", message: "We saved 100% of costs." });
    await submitLead(f, "c", { company: "PercentXLabs", message: "Nothing special here at all." });
    expect(emails(await list("q=ADA%20LOVE"))).toEqual(["visitor.a@example.com"]);
    expect(emails(await list("q=analyt"))).toEqual(["visitor.a@example.com"]);
    expect(emails(await list("q=VISITOR.C@"))).toEqual(["visitor.c@example.com"]);
    // `_` and `%` are literal characters, not LIKE wildcards.
    expect(emails(await list("q=percent_labs"))).toEqual(["visitor.b@example.com"]);
    expect(emails(await list("q=100%25"))).toEqual(["visitor.b@example.com"]);
    expect(emails(await list("q=%25"))).toEqual(["visitor.b@example.com"]);
    const long = await deskCall(f.app, f.staff.sales, "GET", `/leads?q=${"x".repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it("counts every status for the current filter, whatever status is picked", async () => {
    const ids = [
      await submitLead(f, 1),
      await submitLead(f, 2),
      await submitLead(f, 3, { leadType: "assessment" }),
    ];
    const patch = (id: string, body: unknown) =>
      deskCall(f.app, f.staff.sales, "PATCH", `/leads/${id}`, body);
    expect((await patch(ids[0]!, { version: 1, status: "contacted" })).status).toBe(200);
    expect((await patch(ids[2]!, { version: 1, status: "archived" })).status).toBe(200);
    const contacted = await list("status=contacted");
    expect(emails(contacted)).toEqual(["visitor.1@example.com"]);
    expect(contacted.total).toBe(1);
    expect(contacted.counts).toEqual({
      new: 1,
      contacted: 1,
      qualified: 0,
      won: 0,
      lost: 0,
      archived: 1,
    });
    expect((await list("type=contact")).counts).toMatchObject({
      new: 1,
      contacted: 1,
      archived: 0,
    });
  });
});
