import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import { createOutboxRelay } from "../outbox/outbox-relay";
import { verifyWebhook } from "../outbox/webhook-signature";
import { NEWSLETTER_CONFIRM_PATH } from "../routes/newsletter-route";
import { testRecipientDigest } from "../test-support/recipient-digest";
import {
  contactLead,
  createTestApp,
  postJson,
  postLead,
  send,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { startWebhookReceiver } from "../test-support/webhook-receiver";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "./list-unsubscribe";
import { NEWSLETTER_RESEND_PATH, NEWSLETTER_RESUBSCRIBE_PATH } from "./newsletter-lifecycle-routes";
import { NEWSLETTER_TEST_SECRET, testNewsletterHash } from "./newsletter-test-kit";
import { suppressionDigest } from "./unsubscribe-token";

const T0 = Date.parse("2025-06-16T12:00:00.000Z");
const DAY = 86_400_000;
const SITE = "https://www.vantreo.com";
const CRM_SECRET = "whsec-test-0123456789abcdef";

/** The raw header line of a received mail, unfolded (RFC 5322 section 2.2.3), or undefined. */
const headerLine = (mail: ParsedMail | undefined, key: string) =>
  mail?.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, " ");

describe.each(STORE_KINDS)("the newsletter's lifecycle on %s", (kind) => {
  const currentStore = useTestStore(kind);
  let sink: SmtpSink;
  let clock: number;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    clock = T0;
    app = createTestApp(currentStore().store, {
      now: () => clock,
      env: { LEAD_API_IP_HASH_SECRET: NEWSLETTER_TEST_SECRET },
    });
  });
  afterEach(() => {
    sink.received.length = 0;
    sink.envelopes.length = 0;
  });

  const store = () => currentStore().store;

  /** Sends every due mail through the real SMTP sink and returns what arrived in this pass. */
  async function deliverMail(): Promise<ParsedMail[]> {
    const before = sink.received.length;
    const pass = await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: store().mail,
      newsletter: store().newsletter,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: {
        from: "Vantreo <no-reply@vantreo.test>",
        notifyTo: ["sales@vantreo.test"],
        privacyNotifyTo: ["sales@vantreo.test"],
        siteUrl: SITE,
        newsletterHash: testNewsletterHash,
      },
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    }).runOnce();
    if (pass.sent > 0) await sink.waitFor(before + pass.sent);
    return sink.received.slice(before);
  }

  async function signUp(n: number, locale: string) {
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
    const mails = await deliverMail();
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    const token = /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no confirmation link in: ${text}`);
    return { token, mail: mails[0] };
  }

  /** Signs up, confirms and returns the welcome mail and its one-click URL. */
  async function subscribe(n: number, locale: string) {
    const { token, mail: confirmation } = await signUp(n, locale);
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token })).status).toBe(200);
    const [welcome] = await deliverMail();
    const oneClick = /<(https:[^>]+)>/.exec(headerLine(welcome, "list-unsubscribe") ?? "")?.[1];
    if (!oneClick) throw new Error("the welcome carries no List-Unsubscribe URL");
    const path = oneClick.slice(SITE.length);
    expect(path.startsWith(`${NEWSLETTER_UNSUBSCRIBE_PATH}?`)).toBe(true);
    return { confirmation, welcome, oneClick: path };
  }

  /** The mailbox provider's one-click POST (RFC 8058 section 3.2): no cookie, no Origin. */
  const oneClickPost = (path: string) =>
    send(app, path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  it.each([
    ["en", "Welcome to The Enterprise AI Briefing", "Unsubscribe"],
    ["de", "Willkommen beim Enterprise-KI-Briefing", "Abmelden"],
    ["ar", "مرحبًا بكم في «موجز الذكاء الاصطناعي للمؤسسات»", "إلغاء الاشتراك"],
  ])(
    "welcomes a confirmed subscriber in %s with the unsubscribe headers and link, which the confirmation lacks",
    async (locale, subject, unsubscribe) => {
      const n = { en: 1, de: 2, ar: 3 }[locale] ?? 0;
      const { confirmation, welcome } = await subscribe(n, locale);
      // Transactional: the double opt-in mail carries no list headers.
      expect(headerLine(confirmation, "list-unsubscribe")).toBeUndefined();
      expect(headerLine(confirmation, "list-unsubscribe-post")).toBeUndefined();
      expect(welcome?.subject).toBe(subject);
      expect(welcome?.headers.get("content-language")).toBe(locale);
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(headerLine(welcome, "list-unsubscribe")).toMatch(
        new RegExp(
          `^List-Unsubscribe: <${SITE}/v1/newsletter/unsubscribe\\?token=[^&>]+&locale=${locale}>, <mailto:[^>]+\\?subject=unsubscribe>$`,
        ),
      );
      expect(headerLine(welcome, "list-unsubscribe-post")).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );
      // The visible link opens the site's page in the subscriber's language.
      expect(welcome?.html).toContain(`${SITE}${prefix}/newsletter/unsubscribe#token=`);
      expect(welcome?.html).toContain(`>${unsubscribe}</a>`);
      expect(welcome?.text).toContain(`${prefix}/newsletter/unsubscribe#token=`);
    },
  );

  it("never puts the unsubscribe headers on an acknowledgement or a staff notification", async () => {
    expect((await postLead(app, contactLead(4))).status).toBe(201);
    const mails = await deliverMail();
    expect(mails.map((mail) => mail.headers.get("vantreo-mail-kind")).sort()).toEqual([
      "lead-acknowledgement",
      "lead-notification",
    ]);
    for (const mail of mails) {
      expect(headerLine(mail, "list-unsubscribe")).toBeUndefined();
      expect(headerLine(mail, "list-unsubscribe-post")).toBeUndefined();
    }
  });

  it("unsubscribes with the one-click POST alone, suppresses the address and tells the CRM, signed", async () => {
    const { oneClick } = await subscribe(5, "de");
    const response = await oneClickPost(oneClick);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toMatchObject({ success: true, status: "unsubscribed" });
    const digest = suppressionDigest("visitor.5@example.com", testNewsletterHash);
    expect(await store().newsletter.isSuppressed(digest)).toBe(true);
    // A repeat (a second client, a retry) answers the same and changes nothing more.
    expect((await oneClickPost(oneClick)).status).toBe(200);

    const receiver = await startWebhookReceiver([200]);
    try {
      const relay = createOutboxRelay({
        store: store(),
        webhookUrl: receiver.url,
        secret: CRM_SECRET,
        logger: createLogger({ level: "silent" }),
        maxAttempts: 3,
        baseDelayMs: 1000,
        maxDelayMs: 60_000,
        intervalMs: 50,
        now: () => clock,
      });
      // A lead's events leave one pass after another, in order (the outbox waits for the earlier
      // row of the same lead): created, confirmed, unsubscribed.
      const passes = [];
      for (let pass = 0; pass < 3; pass += 1) passes.push((await relay.runOnce()).delivered);
      expect(passes).toEqual([1, 1, 1]);
      const events = receiver.received.map((delivery) => {
        const signature = String(delivery.headers["vantreo-signature"]);
        expect(verifyWebhook(CRM_SECRET, delivery.body, signature, T0 / 1000)).toBe(true);
        const body = JSON.parse(delivery.body) as { id: string; type: string; data: object };
        expect(delivery.headers["idempotency-key"]).toBe(body.id);
        return body;
      });
      expect(events.map((event) => event.type).sort()).toEqual([
        "lead.created",
        "subscriber.confirmed",
        "subscriber.unsubscribed",
      ]);
      expect(events.find((event) => event.type === "subscriber.unsubscribed")).toMatchObject({
        data: { email: "visitor.5@example.com", locale: "de" },
      });
    } finally {
      await receiver.close();
    }
  });

  it("refuses a forged token, and a GET only leads to the page in the subscriber's language", async () => {
    const { oneClick } = await subscribe(6, "ar");
    const forged = oneClick.replace(/\.[0-9a-f]{6}/, ".000000");
    expect((await oneClickPost(forged)).status).toBe(404);
    // Link scanners GET every URL of a mail: that must not unsubscribe anybody.
    const opened = await send(app, oneClick, { method: "GET" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(
      new RegExp(`^${SITE}/ar/newsletter/unsubscribe#token=`),
    );
    const digest = suppressionDigest("visitor.6@example.com", testNewsletterHash);
    expect(await store().newsletter.isSuppressed(digest)).toBe(false);
  });

  it("sends a suppressed address no welcome, but still answers its inquiry", async () => {
    const { oneClick, welcome } = await subscribe(7, "en");
    expect(welcome).toBeDefined();
    // A second signup's welcome queued before the unsubscribe is held back at send time.
    const { token } = await signUp(7, "en");
    await oneClickPost(oneClick);
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token })).status).toBe(200);
    // Confirming a fresh double opt-in lifts the suppression (see the next test); to test the
    // hold-back, unsubscribe again before the relay runs.
    await oneClickPost(oneClick);
    expect(await deliverMail()).toEqual([]);
    expect(await store().mail.counts()).toMatchObject({ pending: 0, dead: 1 });
    // Transactional mails answer what the person just asked for: not suppressed (see README).
    expect((await postLead(app, contactLead(7))).status).toBe(201);
    const kinds = (await deliverMail()).map((mail) => mail.headers.get("vantreo-mail-kind"));
    expect(kinds).toContain("lead-acknowledgement");
  });

  it("makes an unsubscribed address opt in twice again: the welcome comes only after the new confirmation", async () => {
    const { oneClick } = await subscribe(8, "de");
    await oneClickPost(oneClick);
    const { token, mail } = await signUp(8, "de");
    expect(mail?.headers.get("vantreo-mail-kind")).toBe("newsletter-confirmation");
    expect(await deliverMail()).toEqual([]);
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token })).status).toBe(200);
    const digest = suppressionDigest("visitor.8@example.com", testNewsletterHash);
    expect(await store().newsletter.isSuppressed(digest)).toBe(false);
    const [welcome] = await deliverMail();
    expect(welcome?.headers.get("vantreo-mail-kind")).toBe("newsletter-welcome");
  });

  it("takes the subscriber back from the unsubscribe page with the same signed link", async () => {
    const { oneClick } = await subscribe(9, "en");
    await oneClickPost(oneClick);
    const token = decodeURIComponent(/token=([^&]+)/.exec(oneClick)?.[1] ?? "");
    // The site's page posts the token as JSON, like the confirmation page.
    const fromPage = await postJson(app, NEWSLETTER_UNSUBSCRIBE_PATH, { token, locale: "de" });
    expect(await fromPage.json()).toEqual({
      success: true,
      status: "unsubscribed",
      message:
        "Sie sind vom Enterprise-KI-Briefing abgemeldet. Wir senden Ihnen keine weiteren Ausgaben.",
    });
    const back = await postJson(app, NEWSLETTER_RESUBSCRIBE_PATH, { token, locale: "de" });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({
      success: true,
      status: "resubscribed",
      message: "Sie sind wieder angemeldet. Vielen Dank!",
    });
    const digest = suppressionDigest("visitor.9@example.com", testNewsletterHash);
    expect(await store().newsletter.isSuppressed(digest)).toBe(false);
    const forged = await postJson(app, NEWSLETTER_RESUBSCRIBE_PATH, { token: `${token}0` });
    expect(forged.status).toBe(404);
  });

  it("mails a new confirmation link for an expired one; the old link stops working", async () => {
    const { token } = await signUp(10, "de");
    clock = T0 + 8 * DAY;
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token })).status).toBe(410);
    const resent = await postJson(app, NEWSLETTER_RESEND_PATH, { token, locale: "de" });
    expect(resent.status).toBe(202);
    expect(await resent.json()).toMatchObject({ success: true, status: "sent" });
    const [mail] = await deliverMail();
    const fresh = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token })).status).toBe(404);
    expect((await postJson(app, NEWSLETTER_CONFIRM_PATH, { token: fresh })).status).toBe(200);
    // Once confirmed there is nothing to resend.
    expect((await postJson(app, NEWSLETTER_RESEND_PATH, { token: fresh })).status).toBe(409);
    expect((await postJson(app, NEWSLETTER_RESEND_PATH, { token: "x".repeat(43) })).status).toBe(
      404,
    );
  });

  it("keeps the suppression digest after the person is erased, and only the digest", async () => {
    const { oneClick } = await subscribe(11, "en");
    await oneClickPost(oneClick);
    await store().eraseSubject("visitor.11@example.com", clock);
    const digest = suppressionDigest("visitor.11@example.com", testNewsletterHash);
    expect(await store().newsletter.isSuppressed(digest)).toBe(true);
    const exported = await store().exportSubject("visitor.11@example.com");
    expect(JSON.stringify(exported)).not.toContain("visitor.11");
    // The link of an erased person unsubscribes nobody else and still answers.
    expect((await oneClickPost(oneClick)).status).toBe(200);
  });

  it("rate limits the resend and the way back like the confirmation, but never the one-click POST", async () => {
    const limited = createTestApp(store(), {
      now: () => clock,
      env: { LEAD_API_IP_HASH_SECRET: NEWSLETTER_TEST_SECRET, LEAD_API_RATE_LIMIT: "2" },
    });
    const from = { ip: "203.0.113.34" };
    const body = { token: "x".repeat(43) };
    const resend = () => postJson(limited, NEWSLETTER_RESEND_PATH, body, from);
    expect((await resend()).status).toBe(404);
    expect((await resend()).status).toBe(404);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await postJson(limited, NEWSLETTER_RESUBSCRIBE_PATH, body, from)).status).toBe(429);
    // A mailbox provider POSTs every subscriber's click from the same servers.
    const forged = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=lead.${"0".repeat(64)}`;
    for (let click = 0; click < 4; click += 1) {
      const response = await send(
        limited,
        forged,
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        },
        from,
      );
      expect(response.status).toBe(404);
    }
  });
});
