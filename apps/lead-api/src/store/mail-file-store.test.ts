import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { simpleParser } from "mailparser";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relayMailToFiles } from "../desk/desk-test-kit";
import { MAIL_FILES_FOLDER } from "../mail/mail-transport";
import type { ExportedMail } from "../mail/mail-file-export";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  postJson,
  postLead,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { withMailFiles } from "./mail-file-store";
import { openStore } from "./open-store";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const DAY_MS = 86_400_000;

const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

describe.each(STORE_KINDS)("the .eml files under export, erasure and retention on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-mail-files-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const files = () => readdirSync(join(dataDir, MAIL_FILES_FOLDER)).sort();

  it("erases every mail naming the person with their rows, and no one else's", async () => {
    const store = withMailFiles(currentStore().store, dataDir);
    const app = createTestApp(store, { now: () => T0 });
    for (const n of ["ada", "bob"]) expect((await postLead(app, contactLead(n))).status).toBe(201);
    await relayMailToFiles(store, dataDir, () => T0);
    expect(files()).toHaveLength(4);

    const erased = await store.eraseSubject("visitor.ada@example.com", T0);
    expect(erased.mailFiles).toBe(2);
    const left = files();
    expect(left).toHaveLength(2);
    const text = left.map((name) => readFileSync(join(dataDir, MAIL_FILES_FOLDER, name), "utf8"));
    expect(text.join("\n")).not.toContain("visitor.ada@example.com");
    expect(text.join("\n")).toContain("visitor.bob@example.com");
  });

  it("exports every mail naming the person (the files an erasure deletes), and no one else's", async () => {
    const store = withMailFiles(currentStore().store, dataDir);
    const app = createTestApp(store, { now: () => T0 });
    const ada = "visitor.ada@example.com";
    for (const lead of [
      contactLead("ada", { firstName: "Ada", message: "Ada's data platform question." }),
      contactLead("ada", { leadType: "newsletter", source: "footer", message: "" }),
      contactLead("bob", { firstName: "Bob" }),
    ])
      expect((await postLead(app, lead)).status).toBe(201);
    await relayMailToFiles(store, dataDir, () => T0);

    const response = await postJson(app, "/admin/v1/subjects/export", { email: ada }, auth);
    expect(response.status).toBe(200);
    const { mails } = (await response.json()) as { mails: ExportedMail[] };
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "lead-acknowledgement",
      "lead-notification",
      "newsletter-confirmation",
    ]);
    const byKind = Object.fromEntries(mails.map((mail) => [mail.kind, mail]));
    // The acknowledgement went to the person; the notification told sales about them.
    expect(byKind["lead-acknowledgement"]).toMatchObject({
      to: expect.stringContaining(ada),
      from: expect.stringContaining("no-reply@vantreo.test"),
      locale: "en",
    });
    expect(byKind["lead-notification"]).toMatchObject({
      to: expect.stringContaining("sales@vantreo.test"),
      replyTo: expect.stringContaining(ada),
      text: expect.stringContaining("Ada's data platform question."),
    });
    expect(byKind["lead-notification"]!.subject).not.toContain(ada);
    for (const mail of mails) {
      // The Date header the transport wrote (the wall clock, not the test's lead clock).
      expect(Math.abs(Date.parse(mail.sentAt) - Date.now())).toBeLessThan(60_000);
      expect(mail.file).toMatch(/\.eml$/);
      expect(mail.subject).not.toBe("");
      expect(mail.text).not.toBe("");
    }
    expect(JSON.stringify(mails)).not.toContain("visitor.bob@example.com");
    expect(JSON.stringify(mails)).not.toContain("Bob");

    // The confirmation link's token is a credential: withheld, as in `mailDeliveries`.
    // The file as a mail client reads it (its text part is quoted-printable: a soft line break
    // may fall inside the link).
    const confirmation = await simpleParser(
      readFileSync(join(dataDir, MAIL_FILES_FOLDER, byKind["newsletter-confirmation"]!.file)),
    );
    const token = /#token=([A-Za-z0-9_%-]{16,})/.exec(confirmation.text ?? "")?.[1];
    expect(token).toBeDefined();
    expect(byKind["newsletter-confirmation"]!.text).toContain("#token=[withheld]");
    expect(JSON.stringify(mails)).not.toContain(token);

    // The CSV export carries them too, one row each.
    const csv = await postJson(app, "/admin/v1/subjects/export?format=csv", { email: ada }, auth);
    expect((await csv.text()).split("\r\n").filter((row) => row.startsWith("mails,"))).toHaveLength(
      3,
    );

    // Export and erasure reach exactly the same files.
    const before = new Set(files());
    const erased = await store.eraseSubject(ada, T0);
    expect(erased.mailFiles).toBe(mails.length);
    const gone = [...before].filter((name) => !files().includes(name)).sort();
    expect(gone).toEqual(mails.map((mail) => mail.file).sort());
    expect((await store.exportSubject(ada)).mails).toEqual([]);
  });

  it("erases a data-rights requester's receipt and the privacy notification with the request", async () => {
    const store = withMailFiles(currentStore().store, dataDir);
    const app = createTestApp(store, { now: () => T0 });
    const request = (n: string) =>
      contactLead(n, {
        leadType: "data-rights",
        metadata: { marketing_consent: false, request_type: "deletion" },
      });
    for (const n of ["eve", "kim"]) expect((await postLead(app, request(n))).status).toBe(201);
    await relayMailToFiles(store, dataDir, () => T0);
    expect(files()).toHaveLength(4);

    const erased = await store.eraseSubject("visitor.eve@example.com", T0);
    expect(erased.dataRequests).toBe(1);
    expect(erased.mailDeliveries).toBe(2);
    expect(erased.mailFiles).toBe(2);
    const text = files().map((name) =>
      readFileSync(join(dataDir, MAIL_FILES_FOLDER, name), "utf8"),
    );
    expect(text).toHaveLength(2);
    expect(text.join("\n")).not.toContain("visitor.eve@example.com");
    expect(text.join("\n")).toContain("visitor.kim@example.com");
    expect((await store.exportSubject("visitor.eve@example.com")).mailDeliveries).toEqual([]);
    expect((await store.exportSubject("visitor.kim@example.com")).mailDeliveries).toHaveLength(2);
  });

  it("purges the mails written before the inquiries' retention cutoff", async () => {
    const store = withMailFiles(currentStore().store, dataDir);
    const folder = join(dataDir, MAIL_FILES_FOLDER);
    mkdirSync(folder, { recursive: true });
    const old = `${T0 - 800 * DAY_MS}-_mail-1.a_vantreo.test_.eml`;
    const recent = `${T0 - DAY_MS}-_mail-2.b_vantreo.test_.eml`;
    for (const name of [old, recent]) writeFileSync(join(folder, name), "Subject: x\r\n\r\nx");
    const purged = await store.purge({
      inquiries: T0 - 730 * DAY_MS,
      clients: T0 - 730 * DAY_MS,
      spam: T0 - 730 * DAY_MS,
      unconfirmedSignups: T0 - 730 * DAY_MS,
      dataRequests: T0 - 730 * DAY_MS,
      consents: T0 - 730 * DAY_MS,
      idempotency: T0 - DAY_MS,
      rateWindows: T0,
      dataroomRecords: T0 - 365 * DAY_MS,
      expiredSessions: T0,
      adminSessions: T0,
      lockoutFailures: T0,
      mailRecipientWindows: T0,
      verificationLinks: T0,
    });
    expect(purged.mailFiles).toBe(1);
    expect(files()).toEqual([recent]);
  });
});

describe("the store the server opens", () => {
  it("erases the mail files with the rows", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-open-store-"));
    try {
      const store = await openStore({ dataDir, databaseUrl: undefined });
      const app = createTestApp(store, { now: () => T0 });
      expect((await postLead(app, contactLead("opened"))).status).toBe(201);
      await relayMailToFiles(store, dataDir, () => T0);
      expect(readdirSync(join(dataDir, MAIL_FILES_FOLDER))).toHaveLength(2);
      const erased = await store.eraseSubject("visitor.opened@example.com", T0);
      expect(erased.mailFiles).toBe(2);
      expect(readdirSync(join(dataDir, MAIL_FILES_FOLDER))).toEqual([]);
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
