import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { MAIL_KIND_HEADER } from "../mail/mail-files";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import type { LeadStore } from "../store/lead-store";
import { openPostgresStore } from "../store/postgres-store";
import { openSqliteStore } from "../store/sqlite-store";
import { testRecipientDigest } from "../test-support/recipient-digest";
import { addStaff } from "../test-support/staff-kit";
import { contactLead, createTestApp, postLead } from "../test-support/test-app";
import { createTestDatabase, STORE_KINDS, type StoreKind } from "../test-support/test-stores";
import { replyClock } from "./business-clock";
import { startReplyClock, sweepReplyClock } from "./reply-clock-sweep";

// Monday 2025-06-16 10:00 in New York: the reminder is due at 17:30, the reply by Tuesday 10:00.
const RECEIVED = Date.parse("2025-06-16T14:00:00.000Z");
const { remindAt, replyBy } = replyClock(RECEIVED);
const SETTINGS = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  escalateTo: ["head.of.sales@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};

describe.each(STORE_KINDS)("the reply clock's reminder and escalation on %s", (kind) => {
  let sink: SmtpSink;
  let location: { dataDir: string } | { connectionString: string };
  let store: LeadStore;
  let clock = RECEIVED;

  /** Opens the store over the same data: a restart of the lead API. */
  async function open(): Promise<LeadStore> {
    return "dataDir" in location ? openSqliteStore(location) : openPostgresStore(location);
  }

  async function restart() {
    await store.close();
    store = await open();
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    location =
      (kind as StoreKind) === "sqlite"
        ? { dataDir: mkdtempSync(join(tmpdir(), "reply-clock-")) }
        : { connectionString: await createTestDatabase("reply_clock") };
    store = await open();
  });
  afterAll(async () => {
    await store.close();
    if ("dataDir" in location) rmSync(location.dataDir, { recursive: true, force: true });
    await sink.close();
  });

  /** Sends every queued mail over SMTP, as the server's relay does. */
  async function relay() {
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: SETTINGS,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    }).runOnce();
  }

  const notices = () =>
    sink.received
      .map((mail, index) => ({
        kind: String(mail.headers.get(MAIL_KIND_HEADER.toLowerCase())),
        to: sink.envelopes[index],
        subject: mail.subject,
        text: mail.text ?? "",
      }))
      .filter((mail) => mail.kind.startsWith("lead-reply-"));

  it("reminds the owner at 75 % and escalates once overdue, each once across restarts", async () => {
    const owner = await addStaff(store, "owner.rep@vantreo.com", ["sales"], clock);
    const saved = await store.pipeline.saveRouting({ rules: [], fallbackOwnerId: owner.id }, clock);
    expect(saved).toMatchObject({ fallbackOwnerId: owner.id });
    const app = createTestApp(store, { now: () => clock });
    const posted = await postLead(app, contactLead("clock-1"));
    expect(posted.status).toBe(201);
    const leadId = ((await posted.json()) as { leadId: string }).leadId;
    // A lead that was answered in time gets neither notice.
    const answered = await postLead(app, contactLead("clock-2"));
    const answeredId = ((await answered.json()) as { leadId: string }).leadId;
    expect(await store.pipeline.recordFirstContact(answeredId, clock + 60_000)).toBe(true);

    clock = remindAt - 1;
    expect(await sweepReplyClock(store, clock)).toEqual({
      "lead-reply-reminder": 0,
      "lead-reply-escalation": 0,
    });
    clock = remindAt;
    expect(await sweepReplyClock(store, clock)).toEqual({
      "lead-reply-reminder": 1,
      "lead-reply-escalation": 0,
    });
    await relay();
    expect(notices()).toEqual([
      expect.objectContaining({
        kind: "lead-reply-reminder",
        to: ["owner.rep@vantreo.com"],
        subject: "Reply due soon: Contact via Contact page",
      }),
    ]);
    expect(notices()[0]?.text).toContain("Jun 17, 2025, 10:00 AM");
    expect(notices()[0]?.text).toContain(`/desk/leads/${leadId}`);

    // After a restart, the sweep finds the reminder queued and sends nothing again.
    await restart();
    clock = remindAt + 60_000;
    expect(await sweepReplyClock(store, clock)).toEqual({
      "lead-reply-reminder": 0,
      "lead-reply-escalation": 0,
    });
    await relay();
    expect(notices()).toHaveLength(1);

    clock = replyBy;
    expect(await sweepReplyClock(store, clock)).toEqual({
      "lead-reply-reminder": 0,
      "lead-reply-escalation": 1,
    });
    await restart();
    expect(await sweepReplyClock(store, clock + 60_000)).toEqual({
      "lead-reply-reminder": 0,
      "lead-reply-escalation": 0,
    });
    await relay();
    expect(notices().map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: "lead-reply-reminder", to: ["owner.rep@vantreo.com"] },
      { kind: "lead-reply-escalation", to: ["head.of.sales@vantreo.test"] },
    ]);
    expect(notices()[1]?.subject).toBe("Reply overdue: Contact via Contact page");
    // The notices carry no personal data of the lead: the desk link is enough.
    for (const notice of notices()) expect(notice.text).not.toContain("visitor.clock-1");

    // The server's timer runs the same sweep on the relays' interval: a third lead, overdue.
    const third = await postLead(
      createTestApp(store, { now: () => clock }),
      contactLead("clock-3"),
    );
    expect(third.status).toBe(201);
    const later = clock + 2 * 86_400_000;
    const stop = startReplyClock(store, {
      intervalMs: 20,
      logger: createLogger({ level: "silent" }),
      now: () => later,
    });
    try {
      await expect
        .poll(async () => (await store.mail.counts()).pending, { timeout: 5000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
  });
});
