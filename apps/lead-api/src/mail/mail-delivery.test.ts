import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import { buildSubmission } from "../submission/build-submission";
import { prepareLead } from "@vantreo/leads";
import { contactLead, createTestApp, postLead, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { createMailRelay } from "./mail-relay";
import { createMailTransport } from "./mail-transport";
import { MAIL_RECIPIENT_CAP, RECIPIENT_CAP_REASON } from "./recipient-cap";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { testRecipientDigest } from "../test-support/recipient-digest";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const SETTINGS = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test", "desk@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};

describe.each(STORE_KINDS)("lead e-mails over SMTP on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let clock: number;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.received.length = 0;
    sink.envelopes.length = 0;
    sink.failNext(0);
    clock = T0;
    app = createTestApp(currentStore().store, { now: () => clock });
  });

  function relay() {
    return createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: SETTINGS,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
      random: () => 0.5,
    });
  }

  /** Writes a row behind the store's back, on its own connection. */
  async function insertRow(sql: string, value: string) {
    const { dataDir, url } = currentStore();
    if (dataDir) {
      const db = new Database(join(dataDir, SQLITE_FILE_NAME));
      db.prepare(sql).run(value);
      db.close();
      return;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql.replace("?", "$1"), [value]);
    await client.end();
  }

  async function mailRows() {
    return currentStore().store.mail.counts();
  }

  /** Runs a statement with one parameter on the store's database, returning its rows. */
  async function query(sql: string, value: string): Promise<Record<string, unknown>[]> {
    const { dataDir, url } = currentStore();
    if (dataDir) {
      const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
      try {
        return db.prepare(sql).all(value) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql.replace("?", "$1"), [value])).rows;
    } finally {
      await client.end();
    }
  }

  it("sends sales the notification and the visitor an Arabic acknowledgement with both parts", async () => {
    const lead = contactLead(1, {
      firstName: "Layla",
      lastName: "Haddad",
      metadata: { marketing_consent: true, locale: "ar" },
      pageUrl: "https://www.vantreo.com/ar/contact",
    });
    const response = await postLead(app, lead);
    expect(response.status).toBe(201);
    const { leadId } = (await response.json()) as { leadId: string };
    expect(await relay().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
    const mails = await sink.waitFor(2);
    const notification = mails.find(
      (mail) => mail.to && JSON.stringify(mail.to).includes("sales@"),
    );
    const acknowledgement = mails.find((mail) => JSON.stringify(mail.to).includes(lead.email));
    expect(notification).toBeDefined();
    expect(acknowledgement).toBeDefined();

    expect(notification?.subject).toBe("New lead: Contact via Contact page");
    expect(notification?.subject).not.toMatch(/Layla|Haddad|example\.com|Peachtree/);
    expect(notification?.text).toContain("Layla Haddad");
    // The desk's words for the codes, and the language sales should reply in.
    expect(notification?.text).toContain("Type: Contact");
    expect(notification?.text).toContain("Source: Contact page");
    expect(notification?.text).toContain("Language: Arabic");
    expect(notification?.text).toContain("Marketing consent: Given");
    expect(notification?.text).toContain("Peachtree Freight");
    expect(notification?.text).toContain(lead.message);
    expect(notification?.text).toContain(`https://www.vantreo.com/desk/leads/${leadId}`);
    expect(notification?.replyTo?.text).toBe(lead.email);
    expect(notification?.headers.get("auto-submitted")).toBe("auto-generated");

    expect(acknowledgement?.subject).toBe("لقد تلقينا طلبكم");
    expect(acknowledgement?.headers.get("content-language")).toBe("ar");
    expect(acknowledgement?.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgement?.html).toContain("<bdi>Layla Haddad</bdi>");
    // The firm's phone is still the placeholder of the fiction range: no mail offers it.
    expect(acknowledgement?.html).not.toContain("555-0147");
    expect(acknowledgement?.text).not.toContain("555-0147");
    expect(acknowledgement?.text).toContain("\u2068Layla Haddad\u2069");
    expect(acknowledgement?.text).toContain("Sandy Springs, GA 30328");
    expect(acknowledgement?.text).toContain("hello@vantreo.com");
    expect(acknowledgement?.from?.text).toContain("no-reply@vantreo.test");
    expect(await mailRows()).toEqual({ pending: 0, delivered: 2, dead: 0 });
  });

  it("acknowledges a German demo request in German and notifies only for other lead types", async () => {
    await postLead(
      app,
      contactLead(2, {
        leadType: "demo-request",
        metadata: { marketing_consent: true, locale: "de" },
      }),
    );
    await postLead(app, contactLead(3, { leadType: "analysis", source: "service-page" }));
    await relay().runOnce();
    const mails = await sink.waitFor(3);
    const german = mails.find((mail) => mail.subject === "Wir haben Ihre Anfrage erhalten");
    expect(german?.html).toContain('<html lang="de" dir="ltr">');
    expect(german?.text).toContain("Demo-Anfrage");
    expect(mails.filter((mail) => JSON.stringify(mail.to).includes("visitor.3@"))).toEqual([]);
  });

  it("queues no mail for spam, and the spam release queues what a genuine lead gets", async () => {
    const response = await postLead(
      app,
      contactLead(4, { metadata: { marketing_consent: false, website: "http://bot.example" } }),
    );
    const { leadId } = (await response.json()) as { leadId: string };
    expect(await mailRows()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    expect(await relay().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 0 });
    expect(sink.received).toEqual([]);

    const store = currentStore().store;
    expect(await store.mail.releaseSpam(leadId, clock)).toBe("released");
    expect(await store.mail.releaseSpam(leadId, clock)).toBe("not-spam");
    expect(await store.mail.releaseSpam("no-such-lead", clock)).toBe("unknown");
    expect(await store.outboxCounts()).toEqual({ pending: 1, delivered: 0, dead: 0 });
    await relay().runOnce();
    expect(await sink.waitFor(2)).toHaveLength(2);
  });

  it("writes the mail rows in the lead's transaction: a failing transaction leaves none", async () => {
    const store = currentStore().store;
    const prepared = prepareLead(
      contactLead(5, { leadType: "newsletter", source: "footer", message: "" }),
      new Date(T0),
    );
    if (!prepared.ok) throw new Error("invalid test lead");
    const submission = buildSubmission(prepared.lead, T0, null);
    // A subscription already holding this lead id makes the transaction fail on its last
    // statement, after the lead and its confirmation mail were written: both must go with it.
    await insertRow(
      "INSERT INTO newsletter_subscriptions (lead_id, token_digest, created_at, expires_at) VALUES (?, 'x', 0, 0)",
      submission.record.id,
    );
    await expect(store.saveSubmission(submission)).rejects.toThrow();
    expect(await mailRows()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    expect((await store.exportSubject("visitor.5@example.com")).leads).toEqual([]);
  });

  it("retries a mail the server refused with backoff, then delivers it", async () => {
    await postLead(app, contactLead(6, { leadType: "analysis", source: "service-page" }));
    sink.failNext(1);
    const mailer = relay();
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0, cancelled: 0 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 0 });
    clock += 750;
    expect(await mailer.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0, cancelled: 0 });
    expect(await sink.waitFor(1)).toHaveLength(1);
  });

  it("sends nothing about a person erased before the relay ran", async () => {
    await postLead(app, contactLead(7));
    await currentStore().store.eraseSubject("visitor.7@example.com", clock);
    expect(await relay().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 0 });
    expect(sink.received).toEqual([]);
  });

  it("sends each mail to exactly the one envelope recipient it names (T3-M1)", async () => {
    const lead = contactLead(20, { leadType: "demo-request" });
    expect((await postLead(app, lead)).status).toBe(201);
    expect(await relay().runOnce()).toMatchObject({ sent: 2, dead: 0 });
    const mails = await sink.waitFor(2);
    const envelopes = mails.map((mail, index) => ({
      to: JSON.stringify(mail.to),
      rcpt: sink.envelopes[index],
    }));
    expect(envelopes.find(({ to }) => to.includes(lead.email))?.rcpt).toEqual([lead.email]);
    expect(envelopes.find(({ to }) => to.includes("sales@"))?.rcpt).toEqual(SETTINGS.notifyTo);
  });

  it("mails no one on a stored recipient list of an older row, and answers staff with no Reply-To", async () => {
    const response = await postLead(app, contactLead(21, { leadType: "demo-request" }));
    const { leadId } = (await response.json()) as { leadId: string };
    // A row stored before e-mails were validated on every lead type holds the review's payload.
    await insertRow(
      `UPDATE leads SET email = 'mailtest1@example.com, mailtest2@example.org, "it support" <mailtest3@example.net>' WHERE id = ?`,
      leadId,
    );
    expect(await relay().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0, cancelled: 1 });
    const [notification] = await sink.waitFor(1);
    expect(sink.received).toHaveLength(1);
    expect(sink.envelopes).toEqual([SETTINGS.notifyTo]);
    expect(notification?.replyTo).toBeUndefined();
    expect(notification?.headers.has("reply-to")).toBe(false);
    expect(await mailRows()).toEqual({ pending: 0, delivered: 1, dead: 1 });
    const [dead] = await query(
      "SELECT last_error FROM mail_outbox WHERE lead_id = ? AND dead_at IS NOT NULL",
      leadId,
    );
    expect(dead?.last_error).toBe("the stored e-mail is not exactly one valid address");
  });

  it(`caps the mails to one visitor address at ${MAIL_RECIPIENT_CAP.mails} in a rolling 24 hours, staff notifications uncapped`, async () => {
    const email = "often@example.com";
    // One visitor mail more than the cap: five acknowledgements and a newsletter confirmation.
    const kinds = [
      "contact",
      "demo-request",
      "newsletter",
      "assessment",
      "contact",
      "demo-request",
    ] as const;
    expect(kinds).toHaveLength(MAIL_RECIPIENT_CAP.mails + 1);
    for (const [index, leadType] of kinds.entries()) {
      const response = await postLead(
        app,
        contactLead(30 + index, { email, leadType, company: "Peachtree Freight" }),
      );
      expect(response.status, leadType).toBe(201);
      clock += 60_000;
    }
    // 5 staff notifications (the newsletter signup has none), 5 of the 6 visitor mails.
    const countedAt = clock;
    expect(await relay().runOnce()).toEqual({ sent: 10, retried: 0, dead: 0, cancelled: 1 });
    await sink.waitFor(10);
    const toVisitor = sink.envelopes.filter((rcpt) => rcpt.includes(email));
    expect(toVisitor).toEqual(Array.from({ length: MAIL_RECIPIENT_CAP.mails }, () => [email]));
    expect(sink.envelopes.filter((rcpt) => rcpt.includes("sales@vantreo.test"))).toHaveLength(5);
    const [held] = await query(
      "SELECT kind, last_error FROM mail_outbox WHERE dead_at IS NOT NULL AND ? <> ''",
      email,
    );
    expect(held?.last_error).toBe(RECIPIENT_CAP_REASON);
    // The counts name no address, only its keyed digest.
    const counts = await query("SELECT * FROM mail_recipient_counts WHERE ? <> ''", email);
    expect(JSON.stringify(counts)).not.toContain("often");

    // Still inside 24 hours of the counted mails: held back too.
    clock = countedAt + MAIL_RECIPIENT_CAP.windowMs - 1;
    await postLead(app, contactLead(40, { email }));
    expect(await relay().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0, cancelled: 1 });
    // 24 hours after they were counted, the address may be mailed again.
    clock = countedAt + MAIL_RECIPIENT_CAP.windowMs;
    await postLead(app, contactLead(41, { email }));
    expect(await relay().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
    // Another address is counted apart.
    await postLead(app, contactLead(42));
    expect(await relay().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
  });

  it("counts a mail once however often its send is retried", async () => {
    const email = "retried@example.com";
    await postLead(app, contactLead(50, { email, leadType: "newsletter", source: "footer" }));
    sink.failNext(2);
    const mailer = relay();
    expect(await mailer.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    clock += 60_000;
    expect(await mailer.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    clock += 60_000;
    expect(await mailer.runOnce()).toMatchObject({ sent: 1 });
    for (const n of [51, 52, 53, 54]) await postLead(app, contactLead(n, { email }));
    // Four more acknowledgements fit the cap of five: the retried confirmation counted once.
    expect(await mailer.runOnce()).toEqual({ sent: 8, retried: 0, dead: 0, cancelled: 0 });
  });
});
