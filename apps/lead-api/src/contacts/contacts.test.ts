import type { ContactPage, ContactTimeline } from "@vantreo/contracts/core";
import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import {
  contactPageSchema,
  contactTimelineSchema,
  leadDetailSchema,
  mergeAnswerSchema,
} from "@vantreo/contracts";
import {
  deskCall,
  deskFixture,
  deskGet,
  submitLead,
  type DeskFixture,
} from "../desk/desk-test-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

type Lead = { id: string; status: string; mergedInto: string | null; version: number };
type Detail = { lead: Lead; history: { event: string; details: Record<string, unknown> }[] };

describe.each(STORE_KINDS)("contacts and merging duplicates on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  let first: string;
  let second: string;
  let other: string;
  beforeEach(async () => {
    f = await deskFixture(currentStore().store, { sam: ["sales"], pat: ["privacy"] });
    // The same person twice, the address typed differently; someone else in between.
    first = await submitLead(f, "one", {
      email: "Grace.Hopper@Example.com",
      message: "First inquiry about a data platform.",
    });
    other = await submitLead(f, "two", { email: "someone.else@example.com" });
    second = await submitLead(f, "three", {
      email: "grace.hopper@example.com",
      leadType: "demo-request",
      message: "Second inquiry: a demo please.",
    });
  });

  it("shows every lead of the same e-mail (case-insensitive) with their history and replies on one timeline", async () => {
    const note = await deskCall(f.app, f.staff.sam, "POST", `/leads/${first}/notes`, {
      text: "Called, no answer.",
    });
    expect(note.status).toBe(201);
    f.clock.advance(1000);
    const reply = await deskCall(f.app, f.staff.sam, "POST", `/leads/${second}/replies`, {
      subject: "Your demo",
      body: "Hello Grace,\n\nHow about Thursday?",
    });
    expect(reply.status).toBe(201);

    const timeline = await deskGet<ContactTimeline>(
      f.app,
      f.staff.sam!,
      `/leads/${second}/contact`,
      contactTimelineSchema,
    );
    expect(timeline.email).toBe("grace.hopper@example.com");
    expect(timeline.leads.map((lead) => lead.id)).toEqual([first, second]);
    expect(timeline.events.map((event) => [event.kind, event.leadId, event.label])).toEqual([
      ["lead", first, "contact"],
      ["lead", second, "demo-request"],
      ["history", first, "note"],
      ["reply", second, "Your demo"],
    ]);
    expect(timeline.events.at(-1)?.details.text).toBe("Hello Grace,\n\nHow about Thursday?");
    const alone = await deskGet<ContactTimeline>(
      f.app,
      f.staff.sam!,
      `/leads/${other}/contact`,
      contactTimelineSchema,
    );
    expect(alone.leads.map((lead) => lead.id)).toEqual([other]);
  });

  it("groups the inbox by contact, the newest activity first", async () => {
    const page = await deskGet<ContactPage>(
      f.app,
      f.staff.sam!,
      "/contacts?size=10",
      contactPageSchema,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.email, item.leadCount, item.latestLeadId])).toEqual([
      ["grace.hopper@example.com", 2, second],
      ["someone.else@example.com", 1, other],
    ]);
    expect(page.items[0]?.statuses).toEqual(["new", "new"]);
    const nextPage = await deskGet<ContactPage>(
      f.app,
      f.staff.sam!,
      "/contacts?size=1&page=2",
      contactPageSchema,
    );
    expect(nextPage.items.map((item) => item.email)).toEqual(["someone.else@example.com"]);
  });

  it("merges a duplicate into the lead kept: archived, pointing at it, both histories say so, once", async () => {
    const merged = await deskCall(f.app, f.staff.sam, "POST", `/leads/${second}/merge`, {
      into: first,
    });
    expect(merged.status).toBe(200);
    const body = await contractJson(mergeAnswerSchema, merged);
    expect(body.lead).toMatchObject({
      id: second,
      status: "archived",
      mergedInto: first,
      version: 2,
    });
    expect(body.into).toMatchObject({ id: first, status: "new", mergedInto: null, version: 2 });

    const duplicate = await deskGet<Detail>(
      f.app,
      f.staff.sam!,
      `/leads/${second}`,
      leadDetailSchema,
    );
    expect(duplicate.history.map((entry) => [entry.event, entry.details])).toEqual([
      ["lead.merged", { into: first, status: { from: "new", to: "archived" } }],
    ]);
    const kept = await deskGet<Detail>(f.app, f.staff.sam!, `/leads/${first}`, leadDetailSchema);
    expect(kept.history.map((entry) => [entry.event, entry.details])).toEqual([
      ["lead.merged-from", { duplicate: second }],
    ]);
    // The timeline keeps both leads and the merge.
    const timeline = await deskGet<ContactTimeline>(
      f.app,
      f.staff.sam!,
      `/leads/${first}/contact`,
      contactTimelineSchema,
    );
    expect(timeline.leads.map((lead) => lead.id)).toEqual([first, second]);
    expect(
      timeline.events.filter((event) => event.kind === "history").map((event) => event.label),
    ).toEqual(["lead.merged", "lead.merged-from"]);

    const again = await deskCall(f.app, f.staff.sam, "POST", `/leads/${second}/merge`, {
      into: first,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("already_merged");
    const back = await deskCall(f.app, f.staff.sam, "POST", `/leads/${first}/merge`, {
      into: second,
    });
    expect(back.status).toBe(409);
  });

  it("refuses to merge leads of different contacts, a lead into itself, and anyone without the leads capability", async () => {
    const across = await deskCall(f.app, f.staff.sam, "POST", `/leads/${other}/merge`, {
      into: first,
    });
    expect(across.status).toBe(409);
    expect(((await across.json()) as { error: { code: string } }).error.code).toBe(
      "not_same_contact",
    );
    const itself = await deskCall(f.app, f.staff.sam, "POST", `/leads/${first}/merge`, {
      into: first,
    });
    expect(itself.status).toBe(400);
    const privacy = await deskCall(f.app, f.staff.pat, "POST", `/leads/${second}/merge`, {
      into: first,
    });
    expect(privacy.status).toBe(403);
    const contacts = await deskCall(f.app, f.staff.pat, "GET", "/contacts");
    expect(contacts.status).toBe(403);
    const unchanged = await deskGet<Detail>(
      f.app,
      f.staff.sam!,
      `/leads/${second}`,
      leadDetailSchema,
    );
    expect(unchanged.lead).toMatchObject({ status: "new", mergedInto: null, version: 1 });
  });
});
