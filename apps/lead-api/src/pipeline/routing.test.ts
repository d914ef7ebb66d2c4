import type { RoutingConfig, RoutingConfigInput } from "@vantreo/contracts/core";
import { beforeEach, describe, expect, it } from "vitest";
import { contractJson } from "../test-support/expect-contract";
import { leadDetailSchema, leadPageSchema, routingConfigAnswerSchema } from "@vantreo/contracts";
import {
  deskCall,
  deskFixture,
  deskGet,
  signInAs,
  submitLead,
  type DeskFixture,
} from "../desk/desk-test-kit";
import { calBody, postCal } from "../test-support/integration-kit";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { replyClock } from "./business-clock";

type Lead = {
  id: string;
  ownerId: string | null;
  routingRuleId: string | null;
  replyBy: string | null;
  firstContactAt: string | null;
  version: number;
};
type History = { event: string; actorId: string; details: Record<string, unknown> }[];

describe.each(STORE_KINDS)("lead routing and the reply clock on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let fixture: DeskFixture;

  beforeEach(async () => {
    fixture = await deskFixture(currentStore().store, {
      boss: ["owner"],
      ana: ["sales"],
      ben: ["sales"],
      cleo: ["sales"],
      fay: ["marketing"],
    });
  });

  const id = (name: string) => fixture.staff[name]!.id;
  const lead = (leadId: string) =>
    deskGet<{ lead: Lead; history: History }>(
      fixture.app,
      fixture.staff.boss!,
      `/leads/${leadId}`,
      leadDetailSchema,
    );

  async function putRouting(body: RoutingConfigInput, as = "boss") {
    return deskCall(fixture.app, fixture.staff[as], "PUT", "/routing", body);
  }

  async function standardRules(): Promise<RoutingConfig> {
    const response = await putRouting({
      rules: [
        {
          name: "Data engineering",
          criterion: "service",
          value: "data-engineering",
          members: [id("ana")],
        },
        {
          name: "Healthcare",
          criterion: "industry",
          value: "solutions/healthcare",
          members: [id("ben")],
        },
        { name: "German", criterion: "locale", value: "de", members: [id("cleo")] },
        { name: "Singapore", criterion: "host", value: "sg", members: [id("ana")] },
        {
          name: "Demos",
          criterion: "lead-type",
          value: "demo-request",
          members: [id("ben"), id("cleo"), id("ana")],
        },
      ],
      fallbackOwnerId: id("fay"),
    });
    expect(response.status).toBe(200);
    return await contractJson(routingConfigAnswerSchema, response);
  }

  it("lets only owners read and edit the rules, and refuses unknown staff", async () => {
    expect((await deskCall(fixture.app, fixture.staff.ana, "GET", "/routing")).status).toBe(403);
    const refused = await putRouting({ rules: [], fallbackOwnerId: id("ana") }, "ana");
    expect(refused.status).toBe(403);
    const unknown = await putRouting({
      rules: [{ name: "X", criterion: "locale", value: "de", members: ["no-such-staff"] }],
      fallbackOwnerId: null,
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_request",
    );
    const invalid = await putRouting({
      rules: [{ name: "X", criterion: "weather", value: "de", members: [id("ana")] }],
      fallbackOwnerId: null,
    } as unknown as RoutingConfigInput);
    expect(invalid.status).toBe(400);
    const saved = await standardRules();
    expect(saved.rules.map((rule) => rule.name)).toEqual([
      "Data engineering",
      "Healthcare",
      "German",
      "Singapore",
      "Demos",
    ]);
    expect(
      await deskGet(fixture.app, fixture.staff.boss!, "/routing", routingConfigAnswerSchema),
    ).toEqual(saved);
  });

  it("assigns by service, industry, locale, regional host and lead type, naming the rule", async () => {
    const rules = await standardRules();
    const ruleId = (name: string) => rules.rules.find((rule) => rule.name === name)!.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { metadata: { marketing_consent: false, utm_service: "data-engineering" } },
        "Data engineering",
        "ana",
      ],
      [{ pageUrl: "https://www.vantreo.com/services/data-engineering" }, "Data engineering", "ana"],
      [{ pageUrl: "https://www.vantreo.com/solutions/healthcare" }, "Healthcare", "ben"],
      [
        {
          pageUrl: "https://de.vantreo.com/de/contact",
          metadata: { marketing_consent: false, locale: "de" },
        },
        "German",
        "cleo",
      ],
      [{ pageUrl: "https://sg.vantreo.com/contact" }, "Singapore", "ana"],
      [{ leadType: "demo-request" }, "Demos", "ben"],
    ];
    for (const [index, [overrides, rule, owner]] of cases.entries()) {
      const leadId = await submitLead(fixture, `routed-${index}`, overrides);
      const { lead: stored, history } = await lead(leadId);
      expect({ rule: stored.routingRuleId, owner: stored.ownerId }).toEqual({
        rule: ruleId(rule),
        owner: id(owner),
      });
      const routed = history.find((entry) => entry.event === "routed");
      expect(routed?.details).toMatchObject({ ruleId: ruleId(rule), rule, ownerId: id(owner) });
    }
  });

  it("takes turns inside a team (round robin) and skips disabled members", async () => {
    await standardRules();
    const owners: (string | null)[] = [];
    for (let n = 0; n < 6; n += 1) {
      const leadId = await submitLead(fixture, `demo-${n}`, { leadType: "demo-request" });
      owners.push((await lead(leadId)).lead.ownerId);
    }
    const [ben, cleo, ana] = [id("ben"), id("cleo"), id("ana")];
    expect(owners).toEqual([ben, cleo, ana, ben, cleo, ana]);
    // Saving the rules again keeps the rotation where it was.
    await standardRules();
    const next = await submitLead(fixture, "demo-next", { leadType: "demo-request" });
    expect((await lead(next)).lead.ownerId).toBe(ben);
    // A disabled member's turn passes to the next one.
    const disabled = await fixture.store.staff.changeAccount(
      cleo,
      { disabledAt: fixture.clock.now() },
      {
        at: fixture.clock.now(),
        event: "account_disabled",
        actor: "test",
        subject: cleo,
        ipHash: null,
      },
    );
    expect(disabled).toBe(true);
    const skipped = await submitLead(fixture, "demo-skip", { leadType: "demo-request" });
    expect((await lead(skipped)).lead.ownerId).toBe(ana);
  });

  it("keeps the turns fair when leads arrive at once (the rule's row serializes them)", async () => {
    await standardRules();
    const ids = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        submitLead(fixture, `burst-${n}`, { leadType: "demo-request" }),
      ),
    );
    const owners = await Promise.all(ids.map(async (leadId) => (await lead(leadId)).lead.ownerId));
    const perMember = Object.values(
      owners.reduce<Record<string, number>>((counts, owner) => {
        counts[String(owner)] = (counts[String(owner)] ?? 0) + 1;
        return counts;
      }, {}),
    );
    expect(perMember).toEqual([3, 3, 3]);
  });

  it("gives a lead no rule matches to the fallback owner, or leaves it unassigned", async () => {
    await standardRules();
    const fallback = await submitLead(fixture, "nobody-matches");
    const { lead: stored, history } = await lead(fallback);
    expect(stored.ownerId).toBe(id("fay"));
    expect(stored.routingRuleId).toBe("fallback");
    expect(history.find((entry) => entry.event === "routed")?.details).toMatchObject({
      ruleId: "fallback",
      ownerId: id("fay"),
    });
    await putRouting({ rules: [], fallbackOwnerId: null });
    const unassigned = await submitLead(fixture, "no-fallback");
    const after = await lead(unassigned);
    expect(after.lead.ownerId).toBeNull();
    expect(after.history.some((entry) => entry.event === "routed")).toBe(false);
  });

  it("routes a lead released from the spam folder, its clock starting at the release", async () => {
    await standardRules();
    const spam = await submitLead(fixture, "released", {
      leadType: "demo-request",
      metadata: { marketing_consent: false, website: "https://cheap-pills.example" },
    });
    expect((await lead(spam)).lead).toMatchObject({ ownerId: null, replyBy: null });
    fixture.clock.advance(600_000);
    const released = await deskCall(
      fixture.app,
      fixture.staff.ana,
      "POST",
      `/leads/${spam}/release`,
    );
    expect(released.status).toBe(200);
    const { lead: stored, history } = await lead(spam);
    expect(stored.ownerId).toBe(id("ben"));
    expect(stored.replyBy).toBe(new Date(replyClock(fixture.clock.now()).replyBy).toISOString());
    expect(history.some((entry) => entry.event === "routed")).toBe(true);
  });

  it("routes a lead the scheduler's webhook creates", async () => {
    await standardRules();
    expect((await postCal(fixture.app, calBody("BOOKING_CREATED"))).status).toBe(200);
    const page = await deskGet<{ items: Lead[] }>(
      fixture.app,
      fixture.staff.boss!,
      "/leads",
      leadPageSchema,
    );
    expect(page.items).toHaveLength(1);
    // A German booking: the locale rule, else the fallback owner.
    expect(page.items[0]?.ownerId).not.toBeNull();
    expect(page.items[0]?.routingRuleId).not.toBeNull();
    expect(page.items[0]?.replyBy).not.toBeNull();
  });

  it("starts the reply clock and records the first contact on the move to contacted", async () => {
    const leadId = await submitLead(fixture, "clock");
    const received = fixture.clock.now();
    const { lead: stored } = await lead(leadId);
    expect(stored.replyBy).toBe(new Date(replyClock(received).replyBy).toISOString());
    expect(stored.firstContactAt).toBeNull();
    fixture.clock.advance(60_000);
    const moved = await deskCall(fixture.app, fixture.staff.ana, "PATCH", `/leads/${leadId}`, {
      version: stored.version,
      status: "contacted",
    });
    expect(moved.status).toBe(200);
    const contactedAt = fixture.clock.now();
    expect((await lead(leadId)).lead.firstContactAt).toBe(new Date(contactedAt).toISOString());
    // A later contact (a reply from the desk) keeps the first one.
    fixture.clock.advance(60_000);
    expect(await fixture.store.pipeline.recordFirstContact(leadId, fixture.clock.now())).toBe(true);
    expect((await lead(leadId)).lead.firstContactAt).toBe(new Date(contactedAt).toISOString());
    expect(await fixture.store.pipeline.recordFirstContact("no-such-lead", 1)).toBe(false);
  });

  it("filters the inbox by due and overdue", async () => {
    const early = await submitLead(fixture, "early");
    const contacted = await submitLead(fixture, "contacted");
    await fixture.store.pipeline.recordFirstContact(contacted, fixture.clock.now());
    // Past the first leads' reply-by time (they arrived a second after Monday 08:00 New York:
    // due a second after Tuesday 08:00), a new lead arrives.
    fixture.clock.advance(25 * 3_600_000);
    await signInAs(fixture, "ana", ["sales"]);
    const late = await submitLead(fixture, "late");
    const ids = async (reply: string) =>
      (
        await deskGet<{ items: { id: string }[] }>(
          fixture.app,
          fixture.staff.ana!,
          `/leads?reply=${reply}`,
          leadPageSchema,
        )
      ).items.map((item) => item.id);
    expect(await ids("overdue")).toEqual([early]);
    expect(await ids("due")).toEqual([late]);
    expect(
      (await deskCall(fixture.app, fixture.staff.ana, "GET", "/leads?reply=late")).status,
    ).toBe(400);
  });
});
