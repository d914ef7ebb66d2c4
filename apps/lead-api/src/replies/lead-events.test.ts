import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { deskCall, deskFixture, submitLead, type DeskFixture } from "../desk/desk-test-kit";
import { createOutboxRelay } from "../outbox/outbox-relay";
import { verifyWebhook } from "../outbox/webhook-signature";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";

const SECRET = "whsec-test-0123456789abcdef";

type Event = { id: string; type: string; data: Record<string, unknown> };

describe.each(STORE_KINDS)("the CRM's lead.updated and lead.won events on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const relay = (fixture: DeskFixture, url: string) =>
    createOutboxRelay({
      store: fixture.store,
      webhookUrl: url,
      secret: SECRET,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: fixture.clock.now,
      random: () => 0.5,
    });

  async function change(fixture: DeskFixture, id: string, body: Record<string, unknown>) {
    const response = await deskCall(fixture.app, fixture.staff.sam, "PATCH", `/leads/${id}`, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { lead: { version: number } }).lead.version;
  }

  /** Every delivery so far, each checked for its signature, as parsed events. */
  function delivered(fixture: DeskFixture): (Event & { key: string })[] {
    const now = Math.floor(fixture.clock.now() / 1000);
    return (receiver?.received ?? []).map((delivery) => {
      const signature = String(delivery.headers["vantreo-signature"]);
      expect(verifyWebhook(SECRET, delivery.body, signature, now)).toBe(true);
      return {
        ...(JSON.parse(delivery.body) as Event),
        key: String(delivery.headers["idempotency-key"]),
      };
    });
  }

  it("sends each desk change signed, in order after lead.created, and lead.won once when won", async () => {
    const fixture = await deskFixture(currentStore().store, { sam: ["sales"] });
    receiver = await startWebhookReceiver([200]);
    const id = await submitLead(fixture, 1);
    const owner = fixture.staff.sam?.id;
    let version = await change(fixture, id, { version: 1, status: "contacted", ownerId: owner });
    version = await change(fixture, id, { version, estimatedValue: 48000 });
    version = await change(fixture, id, { version, status: "qualified" });
    await change(fixture, id, { version, status: "won" });
    // One pass takes one row per lead (a later event waits for the earlier one): run until idle.
    for (let pass = 0; pass < 8; pass += 1) await relay(fixture, receiver.url).runOnce();

    const events = delivered(fixture);
    expect(events.map((event) => event.type)).toEqual([
      "lead.created",
      "lead.updated",
      "lead.updated",
      "lead.updated",
      "lead.updated",
      "lead.won",
    ]);
    const [, first, second, , fourth, won] = events;
    expect(first).toMatchObject({
      id: `${id}.updated.2`,
      key: `${id}.updated.2`,
      data: {
        leadId: id,
        status: "contacted",
        ownerId: owner,
        estimatedValue: null,
        changes: { status: { from: "new", to: "contacted" }, ownerId: { from: null, to: owner } },
      },
    });
    expect(second?.data).toMatchObject({
      estimatedValue: { amount: 48000, currency: "USD" },
      changes: { estimatedValue: { from: null, to: 48000 } },
    });
    expect(fourth?.data).toMatchObject({ status: "won", version: 5 });
    expect(won).toMatchObject({
      id: `${id}.won`,
      key: `${id}.won`,
      data: { leadId: id, status: "won", ownerId: owner, estimatedValue: { amount: 48000 } },
    });
    // No contact details ride on a change event: the CRM has them from lead.created.
    expect(JSON.stringify(won)).not.toContain("visitor.1@example.com");
  });

  it("keeps the same event id across a retry, so the CRM can drop the repeat", async () => {
    const fixture = await deskFixture(currentStore().store, { sam: ["sales"] });
    receiver = await startWebhookReceiver([200, 500, 200]);
    const id = await submitLead(fixture, 2);
    await relay(fixture, receiver.url).runOnce();
    await change(fixture, id, { version: 1, status: "contacted" });
    await relay(fixture, receiver.url).runOnce();
    fixture.clock.advance(60_000);
    await relay(fixture, receiver.url).runOnce();
    const keys = delivered(fixture).map((event) => event.key);
    expect(keys).toEqual([id, `${id}.updated.2`, `${id}.updated.2`]);
    expect(await fixture.store.outboxCounts()).toMatchObject({ pending: 0, delivered: 2 });
  });

  it("sends no change event for a lead the CRM never got (a spam lead)", async () => {
    const fixture = await deskFixture(currentStore().store, { sam: ["sales"] });
    receiver = await startWebhookReceiver([200]);
    // The honeypot filled: stored as spam, never queued for the CRM.
    const spam = await submitLead(fixture, 3, {
      metadata: { marketing_consent: false, website: "https://cheap-pills.example" },
    });
    await change(fixture, spam, { version: 1, ownerId: fixture.staff.sam?.id });
    await relay(fixture, receiver.url).runOnce();
    expect(receiver.received).toEqual([]);
  });
});
