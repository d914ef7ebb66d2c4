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
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

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
    sink.failNext(0);
    clock = T0;
    app = createTestApp(currentStore().store, { now: () => clock });
  });

  function relay() {
    return createMailRelay({
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

    expect(notification?.subject).toBe("New contact lead from the contact-page form");
    expect(notification?.subject).not.toMatch(/Layla|Haddad|example\.com|Peachtree/);
    expect(notification?.text).toContain("Layla Haddad");
    expect(notification?.text).toContain("Peachtree Freight");
    expect(notification?.text).toContain(lead.message);
    expect(notification?.text).toContain(`https://www.vantreo.com/desk/leads/${leadId}`);
    expect(notification?.replyTo?.text).toBe(lead.email);
    expect(notification?.headers.get("auto-submitted")).toBe("auto-generated");

    expect(acknowledgement?.subject).toBe("لقد تلقينا طلبكم");
    expect(acknowledgement?.headers.get("content-language")).toBe("ar");
    expect(acknowledgement?.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgement?.html).toContain("<bdi>Layla</bdi>");
    expect(acknowledgement?.html).toContain("<bdi>+1 (470) 555-0147</bdi>");
    expect(acknowledgement?.text).toContain("\u2068Layla\u2069");
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
});
