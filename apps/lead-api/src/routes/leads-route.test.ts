import { beforeEach, describe, expect, it } from "vitest";
import {
  contactLead,
  createTestApp,
  exportSubject,
  postLead,
  send,
  VALID_CONTACT,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../test-support/test-stores";

describe.each(STORE_KINDS)("POST /v1/leads on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let testStore: TestStore;
  let app: TestApp;
  beforeEach(() => {
    testStore = currentStore();
    app = createTestApp(testStore.store, { now: () => Date.parse("2025-06-16T12:00:05.000Z") });
  });

  it("answers 201 with success, leadId and the thank-you message once the lead is stored", async () => {
    const response = await postLead(app, VALID_CONTACT);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["leadId", "message", "success"]);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Thank you! We will be in touch within one business day.");
    expect(body.leadId).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await exportSubject(app, "grace.hopper@example.com");
    expect(stored.leads.map((lead) => lead.id)).toEqual([body.leadId]);
  });

  it("stores the lead sanitized as spec section 5 says", async () => {
    await postLead(app, {
      ...VALID_CONTACT,
      email: "  Grace.Hopper@EXAMPLE.com ",
      phone: "+1 (404) 555-0142",
      firstName: "<b>Grace</b>",
      message: "<script>alert(1)</script>We need a data platform assessment.",
      pageUrl: "javascript:alert(1)",
    });
    const [stored] = (await exportSubject(app, "grace.hopper@example.com")).leads;
    expect(stored?.lead).toMatchObject({
      email: "grace.hopper@example.com",
      phone: "+14045550142",
      firstName: "Grace",
      pageUrl: "",
    });
    expect(String(stored?.lead.message)).not.toContain("<script>");
  });

  it("stores the consent proof: choice, receipt time, text version, locale and page", async () => {
    await postLead(app, {
      ...VALID_CONTACT,
      pageUrl: "https://www.vantreo.com/de/contact",
      metadata: { marketing_consent: true, consent_text_version: "2025-06" },
    });
    const [stored] = (await exportSubject(app, "grace.hopper@example.com")).leads;
    expect(stored?.consent).toEqual({
      marketingConsent: true,
      consentedAt: Date.parse("2025-06-16T12:00:05.000Z"),
      textVersion: "2025-06",
      locale: "de",
      page: "https://www.vantreo.com/de/contact",
    });
  });

  it("records no consent time when marketing consent was not given", async () => {
    await postLead(app, { ...VALID_CONTACT, metadata: { marketing_consent: false, locale: "ar" } });
    const [stored] = (await exportSubject(app, "grace.hopper@example.com")).leads;
    expect(stored?.consent).toMatchObject({
      marketingConsent: false,
      consentedAt: null,
      textVersion: null,
      locale: "ar",
    });
  });

  it("stores a data-rights submission as a data-subject request, not as a lead", async () => {
    const response = await postLead(app, {
      ...VALID_CONTACT,
      leadType: "data-rights",
      message: "Please send me a copy of my data.",
    });
    expect(response.status).toBe(201);
    const { leadId } = (await response.json()) as { leadId: string };
    const stored = await exportSubject(app, "grace.hopper@example.com");
    expect(stored.leads).toEqual([]);
    expect(stored.dataRequests.map((request) => request.id)).toEqual([leadId]);
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
    ]) {
      const response = await send(app, "/v1/leads", {
        method: "POST",
        headers: { "Content-Type": type },
        body: JSON.stringify(VALID_CONTACT),
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({
        success: false,
        message: "Content-Type must be application/json",
      });
    }
    const missing = await send(app, "/v1/leads", {
      method: "POST",
      body: new Uint8Array([123, 125]),
    });
    expect(missing.status).toBe(415);
  });

  it("accepts application/json with a UTF-8 charset", async () => {
    const response = await send(app, "/v1/leads", {
      method: "POST",
      headers: { "Content-Type": "Application/JSON; charset=UTF-8" },
      body: JSON.stringify(VALID_CONTACT),
    });
    expect(response.status).toBe(201);
  });

  it("answers 413 when the body is over the limit, declared or streamed", async () => {
    const limited = createTestApp(testStore.store, { env: { LEAD_API_BODY_LIMIT_BYTES: "2048" } });
    const big = JSON.stringify({ ...VALID_CONTACT, message: "x".repeat(3000) });
    const declared = await postLead(limited, big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ success: false, message: "Request body is too large" });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await limited.request("/v1/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await exportSubject(app, "grace.hopper@example.com")).leads).toEqual([]);
  });

  it("refuses a lead without a valid signature when a signing key is set", async () => {
    const signed = createTestApp(testStore.store, {
      env: { LEAD_API_SIGNING_KEY: "a-long-shared-signing-key" },
    });
    const unsigned = await postLead(signed, VALID_CONTACT);
    expect(unsigned.status).toBe(401);
    const wrong = await postLead(signed, VALID_CONTACT, {
      headers: { "X-Lead-Signature": "00".repeat(32) },
    });
    expect(wrong.status).toBe(401);
  });

  it("accepts a lead signed with the leads package's signLeadBody", async () => {
    const { signLeadBody } = await import("@vantreo/leads");
    const signed = createTestApp(testStore.store, {
      env: { LEAD_API_SIGNING_KEY: "a-long-shared-signing-key" },
    });
    const body = JSON.stringify(contactLead("signed"));
    const signature = await signLeadBody(
      "a-long-shared-signing-key",
      VALID_CONTACT.timestamp,
      body,
    );
    const response = await postLead(signed, body, { headers: { "X-Lead-Signature": signature } });
    expect(response.status).toBe(201);
  });
});
