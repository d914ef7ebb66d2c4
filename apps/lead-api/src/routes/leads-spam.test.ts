import { beforeEach, describe, expect, it } from "vitest";
import {
  contactLead,
  createTestApp,
  exportSubject,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

describe.each(STORE_KINDS)("spam signals on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store, { env: { LEAD_API_MIN_FILL_MS: "3000" } });
  });

  async function storedLead(email: string) {
    const [lead] = (await exportSubject(app, email)).leads;
    return lead;
  }

  it("answers a filled honeypot like a person but stores the lead flagged and never forwards it", async () => {
    const human = await postLead(
      app,
      contactLead("human", { metadata: { marketing_consent: true } }),
    );
    const bot = await postLead(
      app,
      contactLead("bot", {
        metadata: { marketing_consent: true, website: "https://cheap-pills.example" },
      }),
    );
    expect(bot.status).toBe(human.status);
    const [humanBody, botBody] = [await human.json(), await bot.json()] as Record<
      string,
      unknown
    >[];
    expect(Object.keys(botBody ?? {}).sort()).toEqual(Object.keys(humanBody ?? {}).sort());
    expect(botBody?.message).toBe(humanBody?.message);
    expect((await storedLead("visitor.bot@example.com"))?.spamReason).toBe("honeypot");
    expect((await storedLead("visitor.human@example.com"))?.spamReason).toBeNull();
    // Only the person's lead has an outbox row to forward.
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 1,
      delivered: 0,
      dead: 0,
    });
  });

  it("reads the honeypot at the top level of the body too", async () => {
    const response = await postLead(app, { ...contactLead("top"), website: "spam" });
    expect(response.status).toBe(201);
    expect((await storedLead("visitor.top@example.com"))?.spamReason).toBe("honeypot");
  });

  it("flags a form filled in faster than the minimum fill time", async () => {
    await postLead(
      app,
      contactLead("fast", { metadata: { marketing_consent: false, form_fill_ms: 2999 } }),
    );
    await postLead(
      app,
      contactLead("human", { metadata: { marketing_consent: false, form_fill_ms: 3000 } }),
    );
    expect((await storedLead("visitor.fast@example.com"))?.spamReason).toBe("too-fast");
    expect((await storedLead("visitor.human@example.com"))?.spamReason).toBeNull();
  });

  it("does not judge a lead that carries no fill time", async () => {
    await postLead(app, contactLead("api"));
    expect((await storedLead("visitor.api@example.com"))?.spamReason).toBeNull();
  });

  it("stores a spam data-rights submission as a flagged lead, not as a request", async () => {
    await postLead(
      app,
      contactLead("bot", {
        leadType: "data-rights",
        metadata: { marketing_consent: false, website: "x" },
      }),
    );
    const stored = await exportSubject(app, "visitor.bot@example.com");
    expect(stored.dataRequests).toEqual([]);
    expect(stored.leads[0]?.spamReason).toBe("honeypot");
  });
});
