import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { formatDate } from "@vantreo/i18n";
import { prepareLead } from "@vantreo/leads";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../log/logger";
import { SQLITE_FILE_NAME } from "../store/sqlite-store";
import { buildSubmission } from "../submission/build-submission";
import { contactLead, createTestApp, postLead, type TestApp } from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { createMailRelay } from "./mail-relay";
import { mailSettings } from "./mail-settings";
import { createMailTransport } from "./mail-transport";
import type { MailSettings } from "./render-mail";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";
import { testRecipientDigest } from "../test-support/recipient-digest";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");
// The desk's deadlines of a request received at T0: one month (GDPR), 45 days (CCPA).
const GDPR_DUE = Date.parse("2025-07-16T12:00:00.000Z");
const CCPA_DUE = Date.parse("2025-07-31T12:00:00.000Z");
const SETTINGS: MailSettings = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test", "dpo@vantreo.test"],
  siteUrl: "https://www.vantreo.com",
};

describe.each(STORE_KINDS)("the e-mails of a data-rights request on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.received.length = 0;
    app = createTestApp(currentStore().store, { now: () => T0 });
  });

  function relay(settings: MailSettings = SETTINGS) {
    return createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings,
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => T0,
      random: () => 0.5,
    });
  }

  const request = (n: string, metadata: Record<string, unknown>, first = "Jonas") =>
    contactLead(n, {
      leadType: "data-rights",
      source: "data-rights-page",
      firstName: first,
      lastName: "Becker",
      message: "Bitte löschen Sie meine Daten.",
      metadata: { marketing_consent: false, ...metadata },
    });

  /** Runs SQL on the test database on a connection of its own, behind the store's back. */
  async function runSql(sqlite: string, postgres: string) {
    const { dataDir, url } = currentStore();
    if (dataDir) {
      const db = new Database(join(dataDir, SQLITE_FILE_NAME));
      db.exec(sqlite);
      db.close();
      return;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(postgres);
    await client.end();
  }

  it("notifies the privacy officers and sends the requester a German receipt", async () => {
    const lead = request("de", { locale: "de", law: "gdpr", request_type: "deletion" });
    expect((await postLead(app, lead)).status).toBe(201);
    expect(await currentStore().store.mail.counts()).toEqual({
      pending: 2,
      delivered: 0,
      dead: 0,
    });
    expect(await relay().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
    const mails = await sink.waitFor(2);
    const notification = mails.find((mail) => JSON.stringify(mail.to).includes("privacy@"));
    const receipt = mails.find((mail) => JSON.stringify(mail.to).includes(lead.email));

    expect(notification?.to).toMatchObject({ text: "privacy@vantreo.test, dpo@vantreo.test" });
    expect(notification?.subject).toBe(
      `New data-rights request (Deletion), answer due ${formatDate(GDPR_DUE, "en")}`,
    );
    expect(notification?.subject).not.toMatch(/Jonas|Becker|example\.com/);
    expect(notification?.headers.get("vantreo-mail-kind")).toBe("data-request-notification");
    expect(notification?.text).toContain("Applicable law: GDPR: answer within one month");
    expect(notification?.text).toContain("Answer due under the GDPR: July 16, 2025");
    expect(notification?.text).not.toContain("under the CCPA");
    expect(notification?.text).toContain("https://www.vantreo.com/desk/privacy");
    expect(notification?.replyTo?.text).toBe(lead.email);

    expect(receipt?.subject).toBe("Wir haben Ihre Datenschutzanfrage erhalten");
    expect(receipt?.headers.get("content-language")).toBe("de");
    expect(receipt?.headers.get("vantreo-mail-kind")).toBe("data-request-receipt");
    expect(receipt?.html).toContain('<html lang="de" dir="ltr">');
    expect(receipt?.text).toContain("Ihr Anliegen: Löschung");
    expect(receipt?.text).toContain("am 16. Juni 2025 bei uns eingegangen");
    expect(receipt?.text).toContain("spätestens am 16. Juli 2025");
    expect(receipt?.text).toContain("Sandy Springs, GA 30328");
    expect(receipt?.text).toContain("hello@vantreo.com");
    // The placeholder phone is left out; the contact line offers a reply instead.
    expect(receipt?.html).not.toContain("555-0147");
    expect(receipt?.text).toContain("Bei Fragen antworten Sie einfach auf diese E-Mail.");
    expect(receipt?.replyTo?.text).toBe("hello@vantreo.com");
    expect(await currentStore().store.mail.counts()).toEqual({
      pending: 0,
      delivered: 2,
      dead: 0,
    });
  });

  it("answers in Arabic, right to left, by the earlier deadline when no law is stated", async () => {
    const lead = request("ar", { locale: "ar", request_type: "access" }, "Layla");
    await postLead(app, lead);
    await relay().runOnce();
    const mails = await sink.waitFor(2);
    const notification = mails.find((mail) => JSON.stringify(mail.to).includes("privacy@"));
    const receipt = mails.find((mail) => JSON.stringify(mail.to).includes(lead.email));

    expect(notification?.text).toContain("Answer due under the GDPR: July 16, 2025");
    expect(notification?.text).toContain("Answer due under the CCPA: July 31, 2025");
    expect(notification?.text).toContain("Answer due under the PDPL: July 16, 2025");
    expect(notification?.text).toContain("Applicable law: Not stated");
    expect(receipt?.subject).toBe("لقد تلقينا طلبكم بشأن حقوق البيانات");
    expect(receipt?.headers.get("content-language")).toBe("ar");
    expect(receipt?.html).toContain('<html lang="ar" dir="rtl">');
    expect(receipt?.html).toContain("<bdi>Layla Becker</bdi>");
    expect(receipt?.text).toContain("\u2068Layla Becker\u2069");
    expect(receipt?.text).toContain("طلبكم: الاطلاع على البيانات");
    expect(receipt?.text).toContain(`في موعد أقصاه ${formatDate(GDPR_DUE, "ar")}`);
    expect(receipt?.text).not.toContain("555-0147");
    expect(receipt?.text).toContain("إذا كانت لديكم أسئلة، فردّوا على هذه الرسالة.");
  });

  it("gives a CCPA request its 45 days and an English requester an English receipt", async () => {
    const lead = request("ca", { locale: "en", region: "california", request_type: "opt-out" });
    await postLead(app, lead);
    await relay().runOnce();
    const mails = await sink.waitFor(2);
    const receipt = mails.find((mail) => JSON.stringify(mail.to).includes(lead.email));
    expect(receipt?.subject).toBe("We have received your data-rights request");
    expect(receipt?.text).toContain("Your request: Opt out of sale or sharing");
    expect(receipt?.text).toContain(`We will answer you by ${formatDate(CCPA_DUE, "en")}`);
    // The full name; no isolates in a left-to-right mail (they would travel along when copied).
    expect(receipt?.text).toContain("Hello Jonas Becker,");
    expect(receipt?.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("sends the notification to LEAD_API_NOTIFY_TO when no privacy address is set", async () => {
    await postLead(app, request("fallback", { request_type: "access" }));
    const settings = mailSettings(
      loadConfig({
        LEAD_API_NOTIFY_TO: "sales@vantreo.test",
        LEAD_API_MAIL_FROM: "x@vantreo.test",
      }),
    );
    await relay(settings).runOnce();
    const mails = await sink.waitFor(2);
    const notification = mails.find((mail) => mail.subject?.startsWith("New data-rights request"));
    expect(notification?.to).toMatchObject({ text: "sales@vantreo.test" });
  });

  it("queues no mail for a data-rights request flagged as spam, and its release queues both", async () => {
    const response = await postLead(app, request("bot", { website: "http://bot.example" }));
    expect(response.status).toBe(201);
    expect(await currentStore().store.mail.counts()).toEqual({
      pending: 0,
      delivered: 0,
      dead: 0,
    });
    expect(await relay().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 0 });
    expect(sink.received).toEqual([]);

    // Released by staff, it becomes the data request it would have been: never a CRM lead.
    const store = currentStore().store;
    const { leadId } = (await response.json()) as { leadId: string };
    expect(await store.mail.releaseSpam(leadId, T0)).toBe("released");
    expect(await store.mail.releaseSpam(leadId, T0)).toBe("unknown");
    expect(await store.outboxCounts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    const stored = await store.exportSubject("visitor.bot@example.com");
    expect(stored.leads).toEqual([]);
    expect(stored.dataRequests.map((request) => request.id)).toEqual([leadId]);
    expect(await relay().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0, cancelled: 0 });
    const kinds = (await sink.waitFor(2)).map((mail) => mail.headers.get("vantreo-mail-kind"));
    expect(kinds.sort()).toEqual(["data-request-notification", "data-request-receipt"]);
  });

  it("writes both mail rows in the request's transaction: a failing mail row undoes the request", async () => {
    const prepared = prepareLead(request("atomic", { request_type: "access" }), new Date(T0));
    if (!prepared.ok) throw new Error("invalid test request");
    const submission = buildSubmission(prepared.lead, T0, null);
    expect(submission.kind).toBe("data-request");
    // The receipt's row, the transaction's last statement, is refused after the request and the
    // notification's row were written: all three must go.
    await runSql(
      "CREATE TRIGGER refuse_receipt BEFORE INSERT ON mail_outbox WHEN NEW.kind = 'data-request-receipt' BEGIN SELECT RAISE(ABORT, 'refused'); END;",
      `CREATE FUNCTION refuse_receipt() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
       CREATE TRIGGER refuse_receipt BEFORE INSERT ON mail_outbox FOR EACH ROW WHEN (NEW.kind = 'data-request-receipt') EXECUTE FUNCTION refuse_receipt();`,
    );
    try {
      await expect(currentStore().store.saveSubmission(submission)).rejects.toThrow();
    } finally {
      await runSql(
        "DROP TRIGGER refuse_receipt;",
        "DROP TRIGGER refuse_receipt ON mail_outbox; DROP FUNCTION refuse_receipt();",
      );
    }
    expect(await currentStore().store.mail.counts()).toEqual({
      pending: 0,
      delivered: 0,
      dead: 0,
    });
    const stored = await currentStore().store.exportSubject("visitor.atomic@example.com");
    expect(stored.dataRequests).toEqual([]);
  });

  it("sends nothing to or about a requester erased before the relay ran", async () => {
    await postLead(app, request("erased", { request_type: "deletion" }));
    const store = currentStore().store;
    const exported = await store.exportSubject("visitor.erased@example.com");
    expect(exported.mailDeliveries).toHaveLength(2);
    const erased = await store.eraseSubject("visitor.erased@example.com", T0);
    expect(erased.mailDeliveries).toBe(2);
    expect(await relay().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, cancelled: 0 });
    expect(sink.received).toEqual([]);
    expect(await store.mail.counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
  });
});
