import { beforeEach, describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  exportSubject,
  postJson,
  postLead,
  send,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
const RECEIVED = Date.parse("2025-06-16T12:00:05.000Z");

describe.each(STORE_KINDS)("admin API on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  beforeEach(() => {
    app = createTestApp(currentStore().store, { now: () => RECEIVED });
  });

  it("answers 401 without the bearer token, with a wrong one, and when none is configured", async () => {
    const closed = createTestApp(currentStore().store, { env: { LEAD_API_ADMIN_TOKEN: "" } });
    const attempts = [
      await postJson(app, "/admin/v1/subjects/export", { email: "a@example.com" }),
      await postJson(
        app,
        "/admin/v1/subjects/export",
        { email: "a@example.com" },
        { headers: { Authorization: `Bearer ${ADMIN_TOKEN}x` } },
      ),
      await postJson(
        app,
        "/admin/v1/subjects/erase",
        { email: "a@example.com" },
        { headers: { Authorization: `Basic ${ADMIN_TOKEN}` } },
      ),
      await send(app, "/admin/v1/data-requests", {}),
      await send(closed, "/admin/v1/data-requests", { headers: { Authorization: "Bearer " } }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="admin"');
      expect(await response.json()).toEqual({ success: false, message: "Unauthorized" });
    }
  });

  it("exports everything stored about an e-mail as JSON, found whatever its case", async () => {
    await postLead(app, contactLead(1));
    await postLead(
      app,
      contactLead(1, { leadType: "data-rights", message: "Please delete my data." }),
    );
    await postLead(app, contactLead(2));
    const response = await postJson(
      app,
      "/admin/v1/subjects/export",
      { email: " Visitor.1@Example.COM " },
      auth,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & {
      leads: unknown[];
      dataRequests: unknown[];
    };
    expect(body.email).toBe("visitor.1@example.com");
    expect(body.exportedAt).toBe("2025-06-16T12:00:05.000Z");
    expect(body.leads).toHaveLength(1);
    expect(body.dataRequests).toHaveLength(1);
    expect(body.leads[0]).toMatchObject({
      receivedAt: RECEIVED,
      lead: { email: "visitor.1@example.com", firstName: "Grace", leadType: "contact" },
      spamReason: null,
    });
  });

  it("exports as CSV with a header row, one row per record and formula cells defused", async () => {
    await postLead(
      app,
      contactLead(1, {
        company: '=HYPERLINK("http://evil")',
        message: 'Line one, with a comma\nand "quotes".',
      }),
    );
    const response = await postJson(
      app,
      "/admin/v1/subjects/export?format=csv",
      { email: "visitor.1@example.com" },
      auth,
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="subject-export.csv"',
    );
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "kind,id,receivedAt,leadType,source,locale,firstName,lastName,email,phone,company,message,pageUrl,marketingConsent,spamReason,timestamp,metadata,consentedAt,consentTextVersion,estimatedValue",
    );
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(text).toContain(`,"Line one, with a comma\nand ""quotes"".",`);
    expect(text.startsWith("kind,") && text.endsWith("\r\n")).toBe(true);
    expect(lines[1]?.startsWith("lead,")).toBe(true);
  });

  it("exports as CSV with `;` between cells on request, formula cells still defused", async () => {
    await postLead(app, contactLead(1, { company: "@SUM(A1;A2)", message: "-2+3; then =1" }));
    const response = await postJson(
      app,
      "/admin/v1/subjects/export?format=csv&separator=%3B",
      { email: "visitor.1@example.com" },
      auth,
    );
    const text = await response.text();
    expect(text.split("\r\n")[0]).toMatch(/^kind;id;receivedAt;/);
    expect(text).toContain(`;"'@SUM(A1;A2)";`);
    expect(text).toContain(`;"'-2+3; then =1";`);
  });

  it("erases a person's leads, requests and keys, turns the outbox row into an erasure notice, and spares others", async () => {
    await postLead(app, contactLead(1), { headers: { "Idempotency-Key": "k-1" } });
    await postLead(app, contactLead(1, { leadType: "data-rights" }));
    await postLead(app, contactLead(2));
    const response = await postJson(
      app,
      "/admin/v1/subjects/erase",
      { email: "visitor.1@example.com" },
      auth,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      erased: {
        crmDeliveries: 1,
        // The lead's notification and acknowledgement, the request's notification and receipt.
        mailDeliveries: 4,
        newsletterSubscriptions: 0,
        leadMagnetLinks: 0,
        idempotencyKeys: 1,
        leadReplies: 0,
        deskAudit: 0,
        integrationEvents: 0,
        bookings: 0,
        payments: 0,
        chatAlerts: 0,
        replyNotices: 0,
        leads: 1,
        dataRequests: 1,
        dataroomSessions: 0,
        dataroomGrants: 0,
        dataroomRequests: 0,
        dataroomSubmissions: 0,
        dataroomAudit: 0,
      },
    });
    expect(await exportSubject(app, "visitor.1@example.com")).toMatchObject({
      leads: [],
      dataRequests: [],
    });
    expect((await exportSubject(app, "visitor.2@example.com")).leads).toHaveLength(1);
    // The other person's lead, and the erased one's `lead.erased` notice for the CRM.
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 2,
      delivered: 0,
      dead: 0,
    });
  });

  it("answers 400 when the e-mail to export or erase is missing or invalid", async () => {
    for (const body of [{}, { email: "not an email" }, { email: 42 }]) {
      const response = await postJson(app, "/admin/v1/subjects/erase", body, auth);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "A valid email is required",
      });
    }
  });

  it("lists the data-subject requests from the /data-rights form", async () => {
    await postLead(
      app,
      contactLead(1, { leadType: "data-rights", message: "Which data do you hold about me?" }),
    );
    const response = await send(app, "/admin/v1/data-requests", auth);
    const { dataRequests } = (await response.json()) as {
      dataRequests: { status: string; lead: { message: string } }[];
    };
    expect(dataRequests).toHaveLength(1);
    expect(dataRequests[0]).toMatchObject({
      status: "open",
      lead: { message: "Which data do you hold about me?" },
    });
  });

  it("reports the outbox by state", async () => {
    await postLead(app, contactLead(1));
    const response = await send(app, "/admin/v1/outbox", auth);
    expect(await response.json()).toEqual({ pending: 1, delivered: 0, dead: 0 });
  });
});
