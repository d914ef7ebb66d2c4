import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import {
  contactLead,
  createTestApp,
  postJson,
  postLead,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { NEWSLETTER_CONFIRM_PATH } from "./newsletter-route";
import { testRecipientDigest } from "../test-support/recipient-digest";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const DAY = 86_400_000;

describe.each(STORE_KINDS)("the newsletter's double opt-in on %s", (kind) => {
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
    clock = T0;
    app = createTestApp(currentStore().store, { now: () => clock });
  });

  /** Signs `n` up from the footer in `locale` and returns the token its confirmation mail carries. */
  async function signUp(n: number, locale = "en"): Promise<{ token: string; text: string }> {
    const response = await postLead(
      app,
      contactLead(n, {
        leadType: "newsletter",
        source: "footer",
        message: "",
        metadata: { marketing_consent: true, locale },
      }),
    );
    expect(response.status).toBe(201);
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: {
        from: "Vantreo <no-reply@vantreo.test>",
        notifyTo: ["sales@vantreo.test"],
        privacyNotifyTo: ["sales@vantreo.test"],
        siteUrl: "https://www.vantreo.com",
      },
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    }).runOnce();
    const mails = await sink.waitFor(1);
    const mail = mails.find((entry) => JSON.stringify(entry.to).includes(`visitor.${n}@`));
    const text = mail?.text ?? "";
    const token = /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no confirmation link in: ${text}`);
    return { token, text };
  }

  const confirm = (token: unknown, locale?: string) =>
    postJson(app, NEWSLETTER_CONFIRM_PATH, { token, ...(locale ? { locale } : {}) });

  it("keeps a signup pending: no CRM row until the link is used, and a link into the site", async () => {
    const { token, text } = await signUp(1, "de");
    expect(text).toContain("https://www.vantreo.com/de/newsletter/confirm#token=");
    expect(text).toContain("7 Tage gültig");
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 0,
      delivered: 0,
      dead: 0,
    });
    // The token is in the mail, not in the database: the row kept it only until it was sent.
    const exported = await currentStore().store.exportSubject("visitor.1@example.com");
    expect(JSON.stringify(exported)).not.toContain(token);
    expect(exported.newsletterSubscriptions?.[0]?.confirmedAt).toBeNull();
  });

  it("confirms once (200), queues the CRM rows (lead.created, subscriber.confirmed), then answers 409 for the used link", async () => {
    const { token } = await signUp(2);
    const first = await confirm(token, "de");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      success: true,
      status: "confirmed",
      message: "Ihr Abonnement ist bestätigt. Vielen Dank!",
    });
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 2,
      delivered: 0,
      dead: 0,
    });
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ status: "used", success: false });
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 2,
      delivered: 0,
      dead: 0,
    });
  });

  it("answers 410 after seven days, in Arabic when asked, and queues nothing", async () => {
    const { token } = await signUp(3, "ar");
    clock = T0 + 7 * DAY + 1;
    const late = await confirm(token, "ar");
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({
      success: false,
      status: "expired",
      message: "انتهت صلاحية رابط التأكيد هذا، ويمكننا أن نرسل إليكم رابطًا جديدًا.",
    });
    expect(await currentStore().store.outboxCounts()).toEqual({
      pending: 0,
      delivered: 0,
      dead: 0,
    });
  });

  it("still confirms just before the seven days are up", async () => {
    const { token } = await signUp(4);
    clock = T0 + 7 * DAY - 1;
    expect((await confirm(token)).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed token, and 400 for a body that is not JSON", async () => {
    await signUp(5);
    const unknown = await confirm("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      status: "unknown",
      message: "This confirmation link is not valid.",
    });
    expect((await confirm(42)).status).toBe(404);
    expect((await confirm("../../etc/passwd")).status).toBe(404);
    const broken = await app.request(NEWSLETTER_CONFIRM_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });
});
