import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import type { LeadStore } from "../store/lead-store";
import { contactLead, createTestApp, postLead, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { createOutboxRelay } from "./outbox-relay";
import { verifyWebhook } from "./webhook-signature";

const SECRET = "whsec-test-0123456789abcdef";
const T0 = Date.parse("2025-06-16T12:00:00.000Z");

describe.each(STORE_KINDS)("outbox relay on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: number;
  let app: TestApp;
  let receiver: WebhookReceiver | undefined;
  beforeEach(() => {
    clock = T0;
    app = createTestApp(currentStore().store, { now: () => clock });
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  function relayTo(url: string, maxAttempts = 5) {
    return createOutboxRelay({
      store: currentStore().store,
      webhookUrl: url,
      secret: SECRET,
      logger: createLogger({ level: "silent" }),
      maxAttempts,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
      // The jitter's random half at its midpoint: waits of 750, 1500, 3000 ms.
      random: () => 0.5,
    });
  }

  it("forwards a stored lead signed Stripe-style with the lead id as Idempotency-Key", async () => {
    receiver = await startWebhookReceiver([200]);
    const { leadId } = (await (await postLead(app, contactLead(1))).json()) as { leadId: string };
    const pass = await relayTo(receiver.url).runOnce();
    expect(pass).toEqual({ delivered: 1, retried: 0, dead: 0, cancelled: 0 });
    const [delivery] = receiver.received;
    expect(delivery?.headers["idempotency-key"]).toBe(leadId);
    expect(delivery?.headers["content-type"]).toBe("application/json");
    const signature = String(delivery?.headers["vantreo-signature"]);
    expect(signature).toMatch(/^t=1750075200,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, delivery?.body ?? "", signature, 1_750_075_200)).toBe(true);
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({
      id: leadId,
      type: "lead.created",
      created: 1_750_075_200,
      data: {
        leadId,
        email: "visitor.1@example.com",
        consent: { marketingConsent: true, textVersion: "2025-06" },
      },
    });
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 0,
      delivered: 1,
      dead: 0,
    });
    expect(await relayTo(receiver.url).runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
      cancelled: 0,
    });
  });

  it("retries a failing CRM with exponential backoff and jitter until it accepts", async () => {
    receiver = await startWebhookReceiver([500, 503, 200]);
    await postLead(app, contactLead(1));
    const relay = relayTo(receiver.url);
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0, cancelled: 0 });
    clock = T0 + 749;
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    clock = T0 + 750;
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0, cancelled: 0 });
    clock = T0 + 750 + 1499;
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    clock = T0 + 750 + 1500;
    expect(await relay.runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0, cancelled: 0 });
    const keys = new Set(receiver.received.map((request) => request.headers["idempotency-key"]));
    expect(receiver.received).toHaveLength(3);
    expect(keys.size).toBe(1);
  });

  it("gives up after the maximum number of attempts and reports the row as dead", async () => {
    receiver = await startWebhookReceiver([503]);
    await postLead(app, contactLead(1));
    const relay = relayTo(receiver.url, 2);
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0, cancelled: 0 });
    clock += 60_000;
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 1, cancelled: 0 });
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 0,
      delivered: 0,
      dead: 1,
    });
  });

  it("counts an unreachable CRM as a failed attempt", async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url;
    await closed.close();
    await postLead(app, contactLead(1));
    expect(await relayTo(url).runOnce()).toEqual({
      delivered: 0,
      retried: 1,
      dead: 0,
      cancelled: 0,
    });
  });

  it("sends again a lead whose relay crashed after claiming it: at least once", async () => {
    receiver = await startWebhookReceiver([200]);
    await postLead(app, contactLead(1));
    // A relay claims the row with a one-minute lease, then dies before delivering.
    expect(await currentStore().store.claimOutbox(clock, 10, clock + 60_000)).toHaveLength(1);
    const relay = relayTo(receiver.url);
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    clock += 60_000;
    expect(await relay.runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0, cancelled: 0 });
  });

  it("never forwards spam or data-subject requests", async () => {
    receiver = await startWebhookReceiver([200]);
    await postLead(
      app,
      contactLead("bot", { metadata: { marketing_consent: false, website: "spam" } }),
    );
    await postLead(app, contactLead("subject", { leadType: "data-rights" }));
    expect(await relayTo(receiver.url).runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
      cancelled: 0,
    });
    expect(receiver.received).toEqual([]);
  });

  it("dead-letters a lead.created row whose lead is gone, and sends nothing", async () => {
    receiver = await startWebhookReceiver([200]);
    await postLead(app, contactLead(1));
    const store = currentStore().store;
    // The store finds the row due but its lead missing (a row orphaned by hand).
    const orphaned: LeadStore = {
      ...store,
      async startDelivery(item, sendingUntil) {
        const delivery = await store.startDelivery(item, sendingUntil);
        return delivery?.event === "lead.created" ? { ...delivery, record: null } : delivery;
      },
    };
    const relay = createOutboxRelay({
      store: orphaned,
      webhookUrl: receiver.url,
      secret: SECRET,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    });
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 1 });
    expect(receiver.received).toEqual([]);
    expect(await store.outboxCounts()).toEqual({ pending: 0, delivered: 0, dead: 1 });
  });

  it("delivers on its own once started, and stops cleanly", async () => {
    receiver = await startWebhookReceiver([200]);
    await postLead(app, contactLead(1));
    const relay = relayTo(receiver.url);
    relay.start();
    await expect.poll(() => receiver?.received.length, { timeout: 5000 }).toBe(1);
    await relay.stop();
  });
});
