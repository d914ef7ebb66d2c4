import { createServer } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { contactLead, createTestApp, postLead } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";
import { createOutboxRelay } from "./outbox-relay";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");

/** A CRM URL that answers every request with `status` and a Location elsewhere. */
async function startRedirector(status: number, location: string) {
  let hits = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      hits += 1;
      response.writeHead(status, { Location: location }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(STORE_KINDS)("the CRM relay and redirects on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let clock: number;
  let elsewhere: WebhookReceiver;
  beforeEach(async () => {
    clock = T0;
    elsewhere = await startWebhookReceiver([200]);
  });
  afterEach(() => elsewhere.close());

  it.each([307, 308, 301, 302])(
    "counts a %i as a failed delivery, logged and retried, and never re-POSTs the lead to the Location",
    async (status) => {
      const redirector = await startRedirector(status, elsewhere.url);
      const lines: string[] = [];
      const relay = createOutboxRelay({
        store: currentStore().store,
        webhookUrl: redirector.url,
        secret: "whsec-test-0123456789abcdef",
        logger: createLogger({ level: "debug", write: (line) => lines.push(line) }),
        maxAttempts: 2,
        baseDelayMs: 1000,
        maxDelayMs: 60_000,
        intervalMs: 50,
        now: () => clock,
        random: () => 0.5,
      });
      await postLead(createTestApp(currentStore().store, { now: () => clock }), contactLead(1));
      expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0, cancelled: 0 });
      clock += 60_000;
      // The existing policy: retried with backoff, then dead-lettered after the last attempt.
      expect(await relay.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 1, cancelled: 0 });
      expect(redirector.hits()).toBe(2);
      expect(elsewhere.received).toEqual([]);
      const failure = JSON.parse(
        lines.find((line) => line.includes("outbox delivery failed")) ?? "{}",
      ) as { error?: string };
      expect(failure.error).toBe(
        `HTTP ${status} redirect not followed (Location: ${elsewhere.url})`,
      );
      await redirector.close();
    },
  );
});
