import { beforeEach, describe, expect, it } from "vitest";
import { adminLogin, errorCode, getWith, testClock } from "../test-support/dataroom-kit";
import {
  appWithDataroom,
  storePersonEverywhere,
  type StoredPerson,
} from "../test-support/person-everywhere";
import { ADMIN_TOKEN, postJson, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

type Export = Record<string, Record<string, unknown>[]>;

async function exportOf(app: TestApp, email: string): Promise<Export> {
  const response = await postJson(app, "/admin/v1/subjects/export", { email }, auth);
  expect(response.status).toBe(200);
  return (await response.json()) as Export;
}

describe.each(STORE_KINDS)("the data-subject admin API and the data room on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let app: TestApp;
  let person: StoredPerson;
  let other: StoredPerson;
  beforeEach(async () => {
    const clock = testClock();
    app = await appWithDataroom(currentStore().store, clock.now);
    person = await storePersonEverywhere(app, 1);
    other = await storePersonEverywhere(app, 2);
  });

  it("exports the person's data-room request, codes, sessions and access log with the leads, secrets left out", async () => {
    const data = await exportOf(app, person.email);
    expect(data.leads).toHaveLength(3);
    expect(data.dataRequests).toHaveLength(1);
    // The leads' eight mails (notification and acknowledgement, the reply clock's escalation, the
    // desk's reply, the newsletter confirmation, the brief request's notification and delivery,
    // the booked-call notification), the data request's notification and receipt, and the link
    // that verified the data-room request.
    expect(data.mailDeliveries).toHaveLength(11);
    expect(data.leadMagnetLinks).toEqual([
      expect.not.objectContaining({ tokenDigest: expect.anything() }),
    ]);
    // The confirmation token and its digest are secrets: never part of an export.
    expect(data.mailDeliveries?.every((row) => !("token" in row))).toBe(true);
    expect(data.newsletterSubscriptions).toEqual([
      expect.not.objectContaining({ tokenDigest: expect.anything() }),
    ]);
    // The contact lead's and the brief request's.
    expect(data.crmDeliveries).toEqual([
      expect.objectContaining({ leadId: person.leadId }),
      expect.objectContaining({ leadId: expect.not.stringMatching(person.leadId) }),
    ]);
    expect(data.idempotencyKeys).toEqual([expect.objectContaining({ key: "person-1-lead" })]);
    expect(data.dataroomRequests).toEqual([
      expect.objectContaining({
        id: person.requestId,
        name: "Investor Name1",
        email: person.email,
        firm: "Firm1 Capital",
        message: "Data room note 1.",
        status: "approved",
      }),
    ]);
    // The submission whose link was followed keeps only its address and times.
    expect(data.dataroomSubmissions).toEqual([
      expect.objectContaining({ email: person.email, name: null, message: null }),
    ]);
    expect(data.dataroomGrants).toEqual([expect.objectContaining({ requestId: person.requestId })]);
    expect(data.dataroomSessions).toEqual([
      expect.objectContaining({ requestId: person.requestId }),
    ]);
    expect(data.dataroomAudit?.map((entry) => entry.event)).toEqual([
      "approve",
      "session_start",
      "view",
    ]);
    expect(data.dataroomAudit?.[2]).toMatchObject({
      email: person.email,
      slug: "company-overview",
      userAgent: person.userAgent,
    });
    const text = JSON.stringify(data);
    for (const secret of ["codeDigest", "tokenDigest", "csrfToken", "fingerprint"])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(other.email);
  });

  it("exports the data-room rows as CSV too, one row each after the leads", async () => {
    const response = await postJson(
      app,
      "/admin/v1/subjects/export?format=csv",
      { email: person.email },
      auth,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    const kinds = lines.slice(1).map((line) => line.split(",")[0]);
    expect(kinds).toEqual([
      "lead",
      "lead",
      "lead",
      "data-request",
      "crmDeliveries",
      "crmDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "mailDeliveries",
      "newsletterSubscriptions",
      "leadMagnetLinks",
      "idempotencyKeys",
      "leadReplies",
      // The note and the reply written on the desk.
      "deskAudit",
      "deskAudit",
      // The booking and the payment, with the two webhook events that brought them.
      "integrationEvents",
      "integrationEvents",
      "bookings",
      "payments",
      // The contact lead's and the brief request's chat alerts (not the newsletter signup's).
      "chatAlerts",
      "chatAlerts",
      "replyNotices",
      "dataroomSessions",
      "dataroomGrants",
      "dataroomRequests",
      "dataroomSubmissions",
      "dataroomAudit",
      "dataroomAudit",
      "dataroomAudit",
    ]);
    const request = lines.find((line) => line.startsWith("dataroomRequests,"));
    expect(request).toContain(`,${person.email},`);
    expect(request).toContain('""firm"":""Firm1 Capital""');
    expect(request).toContain("Data room note 1.");
  });

  it("erases every data-room row about the person in the same call, ends their session, and spares others", async () => {
    const response = await postJson(app, "/admin/v1/subjects/erase", { email: person.email }, auth);
    expect(await response.json()).toEqual({
      success: true,
      erased: {
        crmDeliveries: 2,
        mailDeliveries: 11,
        newsletterSubscriptions: 1,
        leadMagnetLinks: 1,
        idempotencyKeys: 1,
        leadReplies: 1,
        deskAudit: 2,
        integrationEvents: 2,
        bookings: 1,
        payments: 1,
        chatAlerts: 2,
        replyNotices: 1,
        leads: 3,
        dataRequests: 1,
        dataroomSessions: 1,
        dataroomGrants: 1,
        dataroomRequests: 1,
        dataroomSubmissions: 1,
        dataroomAudit: 3,
      },
    });
    const after = await exportOf(app, person.email);
    for (const section of [
      "leads",
      "dataRequests",
      "crmDeliveries",
      "mailDeliveries",
      "newsletterSubscriptions",
      "leadMagnetLinks",
      "idempotencyKeys",
      "integrationEvents",
      "bookings",
      "payments",
      "leadReplies",
      "chatAlerts",
      "replyNotices",
      "dataroomRequests",
      "dataroomSubmissions",
      "dataroomGrants",
      "dataroomSessions",
      "dataroomAudit",
    ])
      expect(after[section], section).toEqual([]);
    const me = await getWith(app, "/v1/dataroom/me", person.sessionCookie);
    expect(me.status).toBe(401);
    expect(await errorCode(me)).toBe("no_session");
    // The access log keeps that documents were viewed, with nobody's identity.
    const admin = await adminLogin(app);
    const audit = await getWith(app, "/v1/dataroom/admin/audit", admin.cookie);
    const { entries } = (await audit.json()) as { entries: { email: string | null }[] };
    expect(entries.filter((entry) => entry.email === null)).toHaveLength(3);
    const untouched = await exportOf(app, other.email);
    expect(untouched.dataroomRequests).toHaveLength(1);
    expect(untouched.dataroomAudit).toHaveLength(3);
    expect((await getWith(app, "/v1/dataroom/me", other.sessionCookie)).status).toBe(200);
  });
});
