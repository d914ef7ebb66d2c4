import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import { calBody, postCal } from "../test-support/integration-kit";
import { testRecipientDigest } from "../test-support/recipient-digest";
import { contactLead, createTestApp, postLead, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";

const T0 = Date.parse("2026-11-20T15:00:00.000Z");
const SETTINGS = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};

describe.each(STORE_KINDS)("the sales notification of a booked call on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.received.length = 0;
    sink.envelopes.length = 0;
    app = createTestApp(currentStore().store, { now: () => T0 });
  });

  const relay = () =>
    createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: SETTINGS,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => T0,
      random: () => 0.5,
    });

  const salesMails = () =>
    sink.received.filter((_, index) => sink.envelopes[index]?.includes("sales@vantreo.test"));

  it("tells sales of a call booked by a lead they know: the call in Atlanta's and the lead's time, the lead's type", async () => {
    const response = await postLead(app, contactLead(1));
    const { leadId } = (await response.json()) as { leadId: string };
    await relay().runOnce();
    sink.received.length = 0;
    sink.envelopes.length = 0;
    const body = calBody("BOOKING_CREATED", {
      metadata: { leadId },
      attendees: [{ name: "Visitor One", email: "visitor.1@example.com", timeZone: "Asia/Riyadh" }],
    });
    expect((await postCal(app, body)).status).toBe(200);
    await relay().runOnce();
    const [mail, ...others] = salesMails();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Call booked: assessment");
    expect(mail?.headers.get("vantreo-mail-kind")).toBe("booking-notification");
    expect(mail?.replyTo?.value[0]?.address).toBe("visitor.1@example.com");
    // 15:00 UTC on 2 December: 10:00 in Atlanta, 18:00 in Riyadh.
    expect(mail?.text).toContain("Starts (our time): Wed, Dec 2, 2026, 10:00 AM EST");
    expect(mail?.text).toContain("Starts (their time): Wed, Dec 2, 2026, 6:00 PM GMT+3");
    expect(mail?.text).toContain("State: Booked");
    expect(mail?.text).toContain("Lead: Already in the desk (Contact)");
    expect(mail?.text).toContain(`https://www.vantreo.com/desk/leads/${leadId}`);
    // A redelivery of the same event sends nothing more.
    expect((await postCal(app, body)).status).toBe(200);
    await relay().runOnce();
    expect(salesMails()).toHaveLength(1);
  });

  it("announces a booking from someone new once, as a booking (no second new-lead mail); a cancellation sends none", async () => {
    expect((await postCal(app, calBody("BOOKING_CREATED"))).status).toBe(200);
    await relay().runOnce();
    const mails = salesMails();
    expect(mails.map((mail) => mail.subject)).toEqual(["Call booked: assessment"]);
    expect(mails[0]?.text).toContain("Lead: New: this person has not written to us before");
    expect((await postCal(app, calBody("BOOKING_CANCELLED"))).status).toBe(200);
    await relay().runOnce();
    expect(salesMails()).toHaveLength(1);
  });
});
