import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import type { LeadStore } from "../store/lead-store";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  postJson,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { createOutboxRelay } from "./outbox-relay";
import { verifyWebhook } from "./webhook-signature";

const SECRET = "whsec-test-0123456789abcdef";
const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const TIMEOUT_MS = 10_000;
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
// Everything the lead carries about the person (contactLead(1)); none of it may follow an erasure.
const PERSONAL = [
  "visitor.1@example.com",
  "Grace",
  "Hopper",
  "Peachtree",
  "4045550142",
  "logistics",
];

type Received = { headers: IncomingHttpHeaders; body: string };

/** A CRM stand-in that runs `during` while it holds each request, then answers 200. */
async function startCrm(during: (body: string) => Promise<void> = async () => undefined) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      void during(body).then(() => response.writeHead(200).end("{}"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(STORE_KINDS)("CRM erasure notices on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: number;
  let app: TestApp;
  let crm: Awaited<ReturnType<typeof startCrm>> | undefined;
  beforeEach(() => {
    clock = T0;
    app = createTestApp(currentStore().store, { now: () => clock });
  });
  afterEach(async () => {
    await crm?.close();
    crm = undefined;
  });

  const relayTo = (url: string, store: LeadStore = currentStore().store) =>
    createOutboxRelay({
      store,
      webhookUrl: url,
      secret: SECRET,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      timeoutMs: TIMEOUT_MS,
      now: () => clock,
      random: () => 0.5,
    });
  const erase = async () => {
    const response = await postJson(
      app,
      "/admin/v1/subjects/erase",
      { email: "visitor.1@example.com" },
      auth,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { erased: Record<string, number> }).erased;
  };
  const newLead = async () =>
    ((await (await postLead(app, contactLead(1))).json()) as { leadId: string }).leadId;
  const expectNotice = (received: Received | undefined, leadId: string, erasedAt: number) => {
    expect(received?.headers["idempotency-key"]).toBe(`${leadId}.erased`);
    const signature = String(received?.headers["vantreo-signature"]);
    expect(verifyWebhook(SECRET, received?.body ?? "", signature, Math.floor(clock / 1000))).toBe(
      true,
    );
    expect(JSON.parse(received?.body ?? "{}")).toEqual({
      id: `${leadId}.erased`,
      type: "lead.erased",
      created: Math.floor(erasedAt / 1000),
      data: { leadId },
    });
    for (const value of PERSONAL) expect(received?.body).not.toContain(value);
  };

  it("queues a signed lead.erased notice in the erasure and sends it with nothing but the lead id", async () => {
    crm = await startCrm();
    const leadId = await newLead();
    const relay = relayTo(crm.url);
    expect((await relay.runOnce()).delivered).toBe(1);
    clock += 1000;
    expect(await erase()).toMatchObject({ crmDeliveries: 1, leads: 1 });
    // Queued by the erasure itself, before any relay ran.
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 1,
      delivered: 0,
      dead: 0,
    });
    expect(await relay.runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0, cancelled: 0 });
    expect(crm.received).toHaveLength(2);
    expectNotice(crm.received[1], leadId, T0 + 1000);
  });

  it("never sends a lead that an erasure took between the relay's claim and its send", async () => {
    crm = await startCrm();
    const leadId = await newLead();
    const store = currentStore().store;
    // The erasure lands exactly after the relay claimed the row and before it sends.
    const racing: LeadStore = {
      ...store,
      async claimOutbox(now, limit, leaseUntil) {
        const items = await store.claimOutbox(now, limit, leaseUntil);
        await erase();
        return items;
      },
    };
    expect(await relayTo(crm.url, racing).runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
      cancelled: 1,
    });
    expect(crm.received).toEqual([]);
    // Nothing of the lead left, so its notice is due at once (a notice for an unknown id is a no-op).
    expect(await relayTo(crm.url).runOnce()).toMatchObject({ delivered: 1 });
    expect(crm.received).toHaveLength(1);
    expectNotice(crm.received[0], leadId, T0);
  });

  it("holds the notice until a send already under way is over, so it never overtakes the lead", async () => {
    const leadId = await newLead();
    // The erasure commits while the CRM is still receiving the lead.
    crm = await startCrm(async (body) => {
      if (body.includes('"lead.created"')) await erase();
    });
    const relay = relayTo(crm.url);
    expect((await relay.runOnce()).delivered).toBe(1);
    expect(await currentStore().store.outboxCounts()).toMatchObject({ pending: 1 });
    clock += TIMEOUT_MS - 1;
    expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0, cancelled: 0 });
    clock += 1;
    expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    expect(crm.received.map(({ body }) => (JSON.parse(body) as { type: string }).type)).toEqual([
      "lead.created",
      "lead.erased",
    ]);
    expectNotice(crm.received[1], leadId, T0);
  });

  it("sends no notice for spam or data-subject requests, which never went to the CRM", async () => {
    crm = await startCrm();
    await postLead(
      app,
      contactLead(1, { metadata: { marketing_consent: false, website: "spam" } }),
    );
    await postLead(app, contactLead(1, { leadType: "data-rights" }));
    expect(await erase()).toMatchObject({ crmDeliveries: 0, leads: 1, dataRequests: 1 });
    expect(await relayTo(crm.url).runOnce()).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
      cancelled: 0,
    });
    expect(crm.received).toEqual([]);
  });
});
