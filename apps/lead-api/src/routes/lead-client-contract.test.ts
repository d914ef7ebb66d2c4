import { createLeadClient } from "@vantreo/leads";
import { beforeEach, describe, expect, it } from "vitest";
import { contactLead, createTestApp, exportSubject, type TestApp } from "../test-support/test-app";
import { useTestStore } from "../test-support/test-stores";

// CONTRACTS.md: the site's resilient client talks to this endpoint; both sides must agree.
describe("the site's lead client against the API", () => {
  const currentStore = useTestStore("sqlite");
  let app: TestApp;
  let testNumber = 0;
  // Each test comes from its own address: the rate-limit counters outlive a test.
  const send = (url: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(
      app.request(String(url), init, {
        incoming: { socket: { remoteAddress: `192.0.2.${testNumber}` } },
      } as never),
    );
  const client = (attempts = 3) =>
    createLeadClient({
      endpoint: "https://leads.vantreo.test/v1/leads",
      contactEmail: "hello@vantreo.com",
      fetch: send,
      attempts,
      sleep: () => Promise.resolve(),
    });
  beforeEach(() => {
    testNumber += 1;
    app = createTestApp(currentStore().store, { env: { LEAD_API_RATE_LIMIT: "2" } });
  });

  it("gets the lead id and the thank-you message of a stored lead", async () => {
    const result = await client().submit(contactLead("client"));
    expect(result).toMatchObject({
      success: true,
      message: "Thank you! We will be in touch within one business day.",
    });
    const [stored] = (await exportSubject(app, "visitor.client@example.com")).leads;
    expect(result.success && result.leadId).toBe(stored?.id);
  });

  it("stores one lead when the client retries with its idempotency key", async () => {
    // The first answer is lost on the way back; the client retries with the same key.
    let calls = 0;
    const flaky = createLeadClient({
      endpoint: "https://leads.vantreo.test/v1/leads",
      contactEmail: "hello@vantreo.com",
      fetch: async (url, init) => {
        calls += 1;
        const response = await send(url, init);
        if (calls === 1) throw new TypeError("network connection lost");
        return response;
      },
      sleep: () => Promise.resolve(),
    });
    const result = await flaky.submit(contactLead("retry"));
    expect(result.success).toBe(true);
    expect(calls).toBe(2);
    expect((await exportSubject(app, "visitor.retry@example.com")).leads).toHaveLength(1);
  });

  it("reads the 429 of the rate limit as the catalogue's rate_limited failure", async () => {
    await client().submit(contactLead(1));
    await client().submit(contactLead(2));
    const result = await client(1).submit(contactLead(3));
    expect(result).toMatchObject({
      success: false,
      code: "rate_limited",
      message: "Too many requests. Please wait a moment and try again.",
    });
  });
});
