import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log/logger";
import { createMailRelay } from "../mail/mail-relay";
import { createMailTransport } from "../mail/mail-transport";
import { startSmtpSink, type SmtpSink } from "../mail/smtp-sink";
import { testRecipientDigest } from "../test-support/recipient-digest";
import {
  ADMIN_TOKEN,
  contactLead,
  createTestApp,
  postJson,
  postLead,
  send,
  type TestApp,
} from "../test-support/test-app";
import { STORE_KINDS, useTestStore } from "../test-support/test-stores";
import { LEAD_MAGNET_DOWNLOAD_PATH } from "./lead-magnet-paths";
import { testNewsletterHash } from "../newsletter/newsletter-test-kit";

const T0 = Date.parse("2026-11-02T15:00:00.000Z");
const DAY = 86_400_000;
const SITE = "https://www.vantreo.com";

/** A service page's brief request, as the site's form sends it. */
function briefRequest(n: number, locale: string, overrides: Record<string, unknown> = {}) {
  return contactLead(n, {
    leadType: "analysis",
    source: "service-page",
    firstName: "",
    lastName: "",
    message: "",
    company: `Company ${n}`,
    pageUrl: `${SITE}${locale === "en" ? "" : `/${locale}`}/services/mlops-model-operations`,
    metadata: {
      marketing_consent: false,
      original_lead_type: "lead-magnet",
      lead_magnet: "mlops-model-operations",
      locale,
    },
    ...overrides,
  });
}

describe.each(STORE_KINDS)("a lead magnet requested, mailed and downloaded on %s", (kind) => {
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
    app = createTestApp(currentStore().store, {
      now: () => clock,
      env: { LEAD_API_PUBLIC_SITE_URL: SITE },
    });
  });

  /** Sends the relay once through the real SMTP sink; returns the mails to the visitor. */
  async function relay(n: number, expected: number) {
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      newsletter: currentStore().store.newsletter,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: {
        from: "Vantreo <no-reply@vantreo.test>",
        notifyTo: ["sales@vantreo.test"],
        privacyNotifyTo: ["sales@vantreo.test"],
        siteUrl: SITE,
        // Signs the unsubscribe link every non-transactional mail carries.
        newsletterHash: testNewsletterHash,
      },
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    }).runOnce();
    const mails = await sink.waitFor(expected);
    return mails.filter((entry) => JSON.stringify(entry.to).includes(`visitor.${n}@`));
  }

  /** Requests the brief as visitor `n` and returns the link its mail carries. */
  async function request(n: number, locale = "en") {
    const response = await postLead(app, briefRequest(n, locale));
    expect(response.status).toBe(201);
    // The sales notification and the visitor's delivery.
    const [mail] = await relay(n, 2);
    const text = mail?.text ?? "";
    const link = new RegExp(
      `${SITE}${LEAD_MAGNET_DOWNLOAD_PATH}\\?token=[A-Za-z0-9_-]+&lang=\\w+`,
    ).exec(text)?.[0];
    if (!mail || !link) throw new Error(`no download link in: ${text}`);
    return { mail, link, path: link.slice(SITE.length) };
  }

  const download = (path: string) => send(app, path, { method: "GET" });

  it("mails the visitor a download link in their language, as a marketing mail the recipient cap counts", async () => {
    const { mail, link } = await request(1, "de");
    expect(mail.subject).toBe("Ihr Leistungsüberblick von Vantreo steht bereit");
    expect(mail.text).toContain(`Leistungsüberblick herunterladen (PDF): ${link}`);
    expect(mail.text).toContain("Der Link ist 7 Tage gültig.");
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.headers.get("vantreo-mail-kind")).toBe("lead-magnet-delivery");
    expect(mail.headers.get("content-language")).toBe("de");
    // Marketing the visitor asked for: one-click unsubscribe (RFC 8058) and a visible link.
    const header = (key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, " ");
    expect(header("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(header("list-unsubscribe")).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE}/v1/newsletter/unsubscribe\\?token=[^&>]+&locale=de>`),
    );
    expect(mail.text).toContain("melden Sie sich hier ab:");
    expect(mail.html).toContain("/de/newsletter/unsubscribe#token=");
    // Sales hear of the request too (the lead type's notification).
    expect(sink.received.some((entry) => JSON.stringify(entry.to).includes("sales@"))).toBe(true);
  });

  it("redirects a valid link to the brief's PDF in the lead's language and records each download", async () => {
    const { path } = await request(2, "ar");
    clock = T0 + DAY;
    const first = await download(path);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(
      `${SITE}/lead-magnets/mlops-model-operations.ar.pdf`,
    );
    expect(first.headers.get("cache-control")).toBe("no-store");
    clock = T0 + 2 * DAY;
    expect((await download(path)).status).toBe(303);
    const exported = await currentStore().store.exportSubject("visitor.2@example.com");
    expect(exported.leadMagnetLinks).toEqual([
      expect.objectContaining({
        serviceId: "mlops-model-operations",
        locale: "ar",
        downloads: 2,
        firstDownloadedAt: T0 + DAY,
        lastDownloadedAt: T0 + 2 * DAY,
        expiresAt: T0 + 7 * DAY,
      }),
    ]);
    // The token is a secret: neither it nor its digest leaves in an export.
    expect(JSON.stringify(exported)).not.toContain(
      new URL(`${SITE}${path}`).searchParams.get("token") ?? "-",
    );
    expect(exported.leadMagnetLinks?.[0]).not.toHaveProperty("tokenDigest");
  });

  it("sends the brief and its mail in the language chosen in the form, not the English page's", async () => {
    const response = await postLead(
      app,
      briefRequest(8, "en", {
        metadata: {
          marketing_consent: false,
          lead_magnet: "mlops-model-operations",
          lead_magnet_locale: "ar",
          locale: "en",
        },
      }),
    );
    expect(response.status).toBe(201);
    const [mail] = await relay(8, 2);
    expect(mail?.headers.get("content-language")).toBe("ar");
    expect(mail?.subject).toBe("النبذة التي طلبتموها من \u2068Vantreo\u2069 جاهزة");
    const path = /\/v1\/lead-magnets\/download\?token=[\w-]+&lang=ar/.exec(mail?.text ?? "")?.[0];
    expect(path).toBeTruthy();
    const answer = await download(path ?? "");
    expect(answer.headers.get("location")).toBe(
      `${SITE}/lead-magnets/mlops-model-operations.ar.pdf`,
    );
  });

  it("refuses the link after seven days with a page in the lead's language, recording nothing", async () => {
    const { path } = await request(3, "de");
    clock = T0 + 7 * DAY - 1;
    expect((await download(path)).status).toBe(303);
    clock = T0 + 7 * DAY;
    const late = await download(path);
    expect(late.status).toBe(410);
    expect(late.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await late.text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain("Dieser Download-Link ist abgelaufen.");
    expect(page).toContain(`href="${SITE}/de/services"`);
    const exported = await currentStore().store.exportSubject("visitor.3@example.com");
    expect(exported.leadMagnetLinks?.[0]).toMatchObject({ downloads: 1 });
  });

  it("answers an unknown or malformed link with 404 and a page in the link's language", async () => {
    const unknown = await download(`${LEAD_MAGNET_DOWNLOAD_PATH}?token=${"A".repeat(43)}&lang=ar`);
    expect(unknown.status).toBe(404);
    const page = await unknown.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("رابط التنزيل هذا غير صالح.");
    const malformed = await download(`${LEAD_MAGNET_DOWNLOAD_PATH}?token=%3Cscript%3E&lang=xx`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain("This download link is not valid.");
    expect((await download(LEAD_MAGNET_DOWNLOAD_PATH)).status).toBe(404);
  });

  it("sends no brief for another lead type, a value that is no catalogue id, or spam", async () => {
    const answers = await Promise.all([
      postLead(
        app,
        contactLead(4, {
          metadata: { marketing_consent: false, lead_magnet: "mlops-model-operations" },
        }),
      ),
      postLead(
        app,
        briefRequest(5, "en", {
          metadata: { marketing_consent: false, lead_magnet: "../../etc/passwd", locale: "en" },
        }),
      ),
      postLead(
        app,
        briefRequest(6, "en", {
          metadata: {
            marketing_consent: false,
            lead_magnet: "mlops-model-operations",
            website: "bot",
          },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    await createMailRelay({
      recipientDigest: testRecipientDigest,
      mail: currentStore().store.mail,
      transport: createMailTransport({ smtpUrl: sink.url, dataDir: "unused" }),
      settings: {
        from: "Vantreo <no-reply@vantreo.test>",
        notifyTo: ["sales@vantreo.test"],
        privacyNotifyTo: ["sales@vantreo.test"],
        siteUrl: SITE,
        // Signs the unsubscribe link every non-transactional mail carries.
        newsletterHash: testNewsletterHash,
      },
      logger: createLogger({ level: "silent" }),
      maxAttempts: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      intervalMs: 50,
      now: () => clock,
    }).runOnce();
    // Contact: notification and acknowledgement; the bad id: notification only; spam: nothing.
    await sink.waitFor(3);
    expect(sink.received.map((entry) => entry.headers.get("vantreo-mail-kind"))).not.toContain(
      "lead-magnet-delivery",
    );
  });

  it("erases the link with the lead: the link then reads as unknown", async () => {
    const { path } = await request(7, "en");
    const erased = await postJson(
      app,
      "/admin/v1/subjects/erase",
      { email: "visitor.7@example.com" },
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ erased: { leadMagnetLinks: 1 } });
    expect((await download(path)).status).toBe(404);
  });
});
