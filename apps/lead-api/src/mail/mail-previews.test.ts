import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAIL_KINDS } from "./mail-kinds";
import { mailPreviews, sampleRecord, writeMailPreviews } from "./mail-previews";
import { renderLeadNotification } from "./templates/lead-notification";

describe("the mail preview", () => {
  const folder = mkdtempSync(join(tmpdir(), "lead-api-preview-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("renders the notifications in English and the visitor's and staff member's own mails in en, de and ar", () => {
    const listed = mailPreviews().map(({ kind, locale }) => `${kind}.${locale}`);
    expect(listed.sort()).toEqual(
      [
        "lead-notification.en",
        "lead-acknowledgement.en",
        "lead-acknowledgement.de",
        "lead-acknowledgement.ar",
        "newsletter-confirmation.en",
        "newsletter-confirmation.de",
        "newsletter-confirmation.ar",
        "newsletter-welcome.en",
        "newsletter-welcome.de",
        "newsletter-welcome.ar",
        "lead-magnet-delivery.en",
        "lead-magnet-delivery.de",
        "lead-magnet-delivery.ar",
        "data-request-notification.en",
        "data-request-receipt.en",
        "data-request-receipt.de",
        "data-request-receipt.ar",
        "data-request-export.en",
        "data-request-export.de",
        "booking-notification.en",
        "data-request-export.ar",
        "dataroom-verification.en",
        "dataroom-verification.de",
        "dataroom-verification.ar",
        "staff-invitation.en",
        "staff-invitation.de",
        "staff-invitation.ar",
        "staff-owner-added.en",
        "lead-reply-reminder.en",
        "lead-reply-escalation.en",
        "staff-second-factor-alert.en",
        "staff-second-factor-alert.de",
        "staff-second-factor-alert.ar",
        "lead-reply.en",
        "lead-reply.de",
        "lead-reply.ar",
      ].sort(),
    );
  });

  it("writes the staff invitation in the invitee's language, each Latin run isolated", () => {
    const invitation = (locale: string) =>
      mailPreviews().find((p) => p.kind === "staff-invitation" && p.locale === locale)?.mail;
    const arabic = invitation("ar");
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.html).toContain("<bdi>sample.colleague@vantreo.com</bdi>");
    expect(arabic?.html).toContain("<bdi>owner@vantreo.com</bdi>");
    expect(arabic?.text).toContain("\u2068sample.colleague@vantreo.com\u2069");
    expect(arabic?.text).toContain("/ar/desk/welcome#token=");
    expect(invitation("de")?.subject).toBe("Ihre Einladung in den Teambereich von Vantreo");
    expect(invitation("de")?.text).toContain("hat Sie als");
    expect(invitation("en")?.text).toContain("expires in 72 hours");
  });

  it("writes an HTML and a text file per template and language, Arabic right-to-left", () => {
    const files = writeMailPreviews(folder);
    // An HTML and a text file for each of the 36 previews listed above.
    expect(files).toHaveLength(72);
    const arabic = readFileSync(join(folder, "newsletter-confirmation.ar.html"), "utf8");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("/ar/newsletter/confirm#token=");
    const german = readFileSync(join(folder, "lead-acknowledgement.de.txt"), "utf8");
    expect(german).toContain("Subject: Wir haben Ihre Anfrage erhalten");
    // The sample request arrives on 31 January: the GDPR's month ends on 28 February.
    const receipt = readFileSync(join(folder, "data-request-receipt.de.txt"), "utf8");
    expect(receipt).toContain("spätestens am 28. Februar 2025");
    expect(receipt).toContain("/de/data-rights/verify#token=");
    expect(receipt).toContain("einmalig verwendbar und 7 Tage gültig");
    const arabicReceipt = readFileSync(join(folder, "data-request-receipt.ar.html"), "utf8");
    expect(arabicReceipt).toContain('<html lang="ar" dir="rtl">');
    const notification = readFileSync(join(folder, "data-request-notification.en.txt"), "utf8");
    expect(notification).toContain("Subject: New data-rights request (Deletion), answer due");
    expect(notification).toContain("http://127.0.0.1:4173/desk/privacy");
    const alert = readFileSync(join(folder, "staff-second-factor-alert.de.txt"), "utf8");
    expect(alert).toContain("Subject: Sicherheitshinweis: falsche Anmeldecodes");
    expect(alert).toContain("Teamkonto sample.staff@vantreo.com");
    expect(alert).not.toMatch(/[\u2066-\u2069]/);
    expect(alert).toContain("Bitten Sie umgehend eine Person mit der Rolle „Admin“");
    const arabicAlert = readFileSync(join(folder, "staff-second-factor-alert.ar.html"), "utf8");
    expect(arabicAlert).toContain('<html lang="ar" dir="rtl">');
    expect(arabicAlert).toContain("<bdi>sample.staff@vantreo.com</bdi>");
    expect(arabicAlert).toContain("<bdi>Vantreo Data &amp; AI</bdi>");
  });

  it("lists every mail kind the desk labels, so no template goes unpreviewed", () => {
    const kinds = new Set(mailPreviews().map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual([...MAIL_KINDS].sort());
  });

  it("escapes what the visitor typed: text in a lead never becomes markup in a mail", () => {
    const record = sampleRecord();
    const typed = { ...record, lead: { ...record.lead, message: 'Budget <5k & "soon" > Q3' } };
    const { html, text } = renderLeadNotification(typed, "https://www.vantreo.com");
    expect(html).toContain("Budget &lt;5k &amp; &quot;soon&quot; &gt; Q3");
    expect(html).not.toContain("Budget <5k");
    expect(text).toContain('Budget <5k & "soon" > Q3');
  });
});
