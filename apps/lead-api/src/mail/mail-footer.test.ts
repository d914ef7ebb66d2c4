import { createTranslator, LOCALE_CODES, RESOURCES, type Locale } from "@vantreo/i18n";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { mailPreviews, sampleRecord } from "./mail-previews";
import type { MailItem } from "./mail-store";
import { renderMail } from "./render-mail";

const SITE = "https://www.vantreo.com";
const SETTINGS = {
  from: "Vantreo Data & AI <no-reply@vantreo.test>",
  notifyTo: ["sales@vantreo.test"],
  privacyNotifyTo: ["privacy@vantreo.test"],
  siteUrl: SITE,
};
const item: MailItem = { id: 7, leadId: "lead-1", kind: "lead-acknowledgement", attempts: 0 };

/** The links of a mail's HTML footer, as [text, href]. */
function footerLinks(html: string): [string, string][] {
  const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return [...footer.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => [
    text!,
    href!,
  ]);
}

const EXPECTED: Record<Locale, { impressum: string; privacy: string }> = {
  en: { impressum: `${SITE}/impressum`, privacy: `${SITE}/privacy-policy` },
  de: { impressum: `${SITE}/impressum`, privacy: `${SITE}/de/privacy` },
  ar: { impressum: `${SITE}/impressum`, privacy: `${SITE}/ar/privacy` },
};

describe("every mail's footer links the Impressum and the privacy policy", () => {
  it.each(LOCALE_CODES)("in %s, as a mail client reads the message", async (locale) => {
    const message = renderMail(item, sampleRecord(locale), null, SETTINGS);
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const parsed = await simpleParser((await transport.sendMail(message)).message as Buffer);
    const t = createTranslator(locale, RESOURCES).t;
    const impressum = t("footer.legal.impressum");
    const privacy = t("footer.legal.privacy");
    expect(footerLinks(String(parsed.html))).toEqual(
      expect.arrayContaining([
        [impressum, EXPECTED[locale].impressum],
        [privacy, EXPECTED[locale].privacy],
      ]),
    );
    const isolate = (url: string) => (locale === "ar" ? `\u2068${url}\u2069` : url);
    expect(parsed.text).toContain(`${impressum}: ${isolate(EXPECTED[locale].impressum)}`);
    expect(parsed.text).toContain(`${privacy}: ${isolate(EXPECTED[locale].privacy)}`);
  });

  it("in every kind of mail and language the desk previews", () => {
    const previews = mailPreviews();
    expect(previews.length).toBeGreaterThan(20);
    for (const { kind, locale, mail } of previews) {
      const hrefs = footerLinks(mail.html).map(([, href]) => href);
      expect(hrefs, `${kind}.${locale}`).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/impressum$/),
          expect.stringMatching(/\/privacy(-policy)?$/),
        ]),
      );
      // The text part's footer, where it has one (the staff notifications are the desk's notes).
      if (mail.text.includes("\n--\n")) {
        expect(mail.text, `${kind}.${locale}`).toMatch(/\/impressum\u2069?\n/);
      }
    }
  });
});
