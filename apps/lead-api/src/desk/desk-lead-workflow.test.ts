import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import { leadAnswerSchema, leadDetailSchema } from "@vantreo/contracts";
import { errorCode } from "../test-support/dataroom-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import {
  deskCall,
  deskFixture,
  deskGet,
  submitLead,
  type DeskFixture,
  type ListedLead,
} from "./desk-test-kit";

type Detail = {
  lead: ListedLead & Record<string, unknown>;
  attribution: Record<string, string>;
  consent: Record<string, unknown>;
  nextStatuses: string[];
  crm: { kind: string; state: string; attempts: number; lastError: string | null }[];
  mail: { kind: string; state: string }[];
  history: { event: string; actorEmail: string; details: Record<string, unknown>; at: string }[];
};

describe.each(STORE_KINDS)("lead desk workflow on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let f: DeskFixture;
  let id: string;
  const patch = (who: string, body: unknown) =>
    deskCall(f.app, f.staff[who], "PATCH", `/leads/${id}`, body);
  const detail = () => deskGet<Detail>(f.app, f.staff.sales!, `/leads/${id}`, leadDetailSchema);

  beforeEach(async () => {
    f = await deskFixture(currentStore().store, {
      sales: ["sales"],
      marketing: ["marketing"],
      privacy: ["privacy"],
    });
    id = await submitLead(f, "flow", {
      metadata: {
        marketing_consent: true,
        consent_text_version: "2025-06",
        locale: "en",
        utm_source: "linkedin",
        utm_campaign: "q3-atlanta",
        gclid: "Cj0KCQ",
      },
    });
  });

  it("shows every stored field, attribution, consent proof, CRM and mail state", async () => {
    const body = await detail();
    expect(body.lead).toMatchObject({
      id,
      email: "visitor.flow@example.com",
      company: "Peachtree Freight",
      pageUrl: "https://www.vantreo.com/contact",
      status: "new",
      version: 1,
      ownerId: null,
      spamReason: null,
    });
    expect(body.attribution).toEqual({
      utm_source: "linkedin",
      utm_campaign: "q3-atlanta",
      gclid: "Cj0KCQ",
    });
    expect(body.consent).toMatchObject({ marketingConsent: true, textVersion: "2025-06" });
    expect(body.crm).toEqual([
      expect.objectContaining({
        kind: "lead.created",
        state: "pending",
        attempts: 0,
        lastError: null,
      }),
    ]);
    expect(body.mail.length).toBeGreaterThan(0);
    expect(body.mail.every((row) => row.state === "pending")).toBe(true);
    expect(body.nextStatuses).toEqual(["contacted", "archived"]);
    expect((await deskCall(f.app, f.staff.sales, "GET", "/leads/nope")).status).toBe(404);
  });

  it("moves new → contacted → qualified → won, each change audited with who and when", async () => {
    const steps = ["contacted", "qualified", "won"];
    for (const [index, status] of steps.entries()) {
      f.clock.advance(60_000);
      const response = await patch("sales", { version: index + 1, status });
      expect(response.status).toBe(200);
      expect((await contractJson(leadAnswerSchema, response)).lead).toMatchObject({
        status,
        version: index + 2,
      });
    }
    const { history } = await detail();
    expect(history.map((entry) => entry.details.status)).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "qualified" },
      { from: "qualified", to: "won" },
    ]);
    expect(history.every((entry) => entry.actorEmail === "sales@vantreo.com")).toBe(true);
    expect(history[0]?.at).toBe(
      new Date(Date.parse("2025-06-16T12:00:00.000Z") + 61_000).toISOString(),
    );
  });

  it("refuses a skipped or backward step with invalid_transition, archives from any state", async () => {
    const skip = await patch("sales", { version: 1, status: "won" });
    expect(skip.status).toBe(409);
    expect(await skip.json()).toMatchObject({
      error: {
        code: "invalid_transition",
        from: "new",
        to: "won",
        allowed: ["contacted", "archived"],
      },
    });
    expect((await patch("sales", { version: 1, status: "contacted" })).status).toBe(200);
    const back = await patch("sales", { version: 2, status: "new" });
    expect(await errorCode(back)).toBe("invalid_transition");
    expect((await patch("sales", { version: 2, status: "lost" })).status).toBe(200);
    expect((await patch("sales", { version: 3, status: "archived" })).status).toBe(200);
    const reopen = await patch("sales", { version: 4, status: "contacted" });
    expect(await errorCode(reopen)).toBe("invalid_transition");
    expect((await detail()).lead).toMatchObject({ status: "archived", version: 4 });
    const unknown = await patch("sales", { version: 4, status: "closed" });
    expect(unknown.status).toBe(400);
  });

  it("answers the second of two changes from the same version with version_conflict and the current lead", async () => {
    const first = await patch("sales", { version: 1, status: "contacted" });
    expect(first.status).toBe(200);
    const second = await patch("marketing", { version: 1, status: "archived" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: { code: "version_conflict", lead: { id, status: "contacted", version: 2 } },
    });
    expect((await detail()).lead.status).toBe("contacted");
  });

  it("keeps one of two simultaneous changes from the same version", async () => {
    const answers = await Promise.all([
      patch("sales", { version: 1, status: "contacted" }),
      patch("marketing", { version: 1, status: "archived" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await detail()).lead.version).toBe(2);
    expect((await detail()).history).toHaveLength(1);
  });

  it("assigns an active sales or marketing account, refuses others, and unassigns with null", async () => {
    const assigned = await patch("sales", { version: 1, ownerId: f.staff.marketing!.id });
    expect(assigned.status).toBe(200);
    expect((await detail()).lead.ownerId).toBe(f.staff.marketing!.id);
    const toPrivacy = await patch("sales", { version: 2, ownerId: f.staff.privacy!.id });
    expect(toPrivacy.status).toBe(400);
    expect(await toPrivacy.json()).toMatchObject({
      error: { fields: { ownerId: expect.any(String) } },
    });
    const toNobody = await patch("sales", {
      version: 2,
      ownerId: "00000000-0000-0000-0000-000000000000",
    });
    expect(toNobody.status).toBe(400);
    expect((await patch("sales", { version: 2, ownerId: null })).status).toBe(200);
    const marketing = await f.store.staff.findAccount(f.staff.marketing!.id);
    await f.store.staff.changeAccount(
      marketing!.id,
      { disabledAt: f.clock.now() },
      { at: f.clock.now(), event: "account_disabled", actor: "test", subject: null, ipHash: null },
    );
    const toDisabled = await patch("sales", { version: 3, ownerId: marketing!.id });
    expect(toDisabled.status).toBe(400);
    const { lead, history } = await detail();
    expect(lead.ownerId).toBeNull();
    expect(history.map((entry) => entry.details.owner)).toEqual([
      { from: null, to: f.staff.marketing!.id },
      { from: f.staff.marketing!.id, to: null },
    ]);
  });

  it("stores a cleaned, length-limited note in the history; a stale version is refused", async () => {
    const note = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/notes`, {
      text: "  Called <b>Grace</b>\u202e back.\nShe wants a demo.  ",
    });
    expect(note.status).toBe(201);
    const { history, lead } = await detail();
    expect(history.at(-1)).toMatchObject({
      event: "note",
      actorEmail: "sales@vantreo.com",
      details: { text: "Called Grace back.\nShe wants a demo." },
    });
    expect(lead.version).toBe(2);
    const stale = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/notes`, {
      version: 1,
      text: "Second thought.",
    });
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe("version_conflict");
    for (const text of ["", "<p></p>", "x".repeat(2001), 42]) {
      const refused = await deskCall(f.app, f.staff.sales, "POST", `/leads/${id}/notes`, { text });
      expect(refused.status).toBe(400);
    }
    expect((await detail()).history).toHaveLength(1);
  });
});
