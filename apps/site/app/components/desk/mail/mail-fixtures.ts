import type { MailDetail, MailPreview, MailSummary } from "@vantreo/contracts/core";

/** A written mail as `GET /v1/desk/mail` lists it. */
export function mailSummary(overrides: Partial<MailSummary> = {}): MailSummary {
  return {
    file: "1772355600000-_mail-2.lead-1_vantreo.com_.eml",
    date: "2026-03-01T09:00:00.000Z",
    kind: "lead-acknowledgement",
    to: "layla.haddad@example.com",
    subject: "شكرًا لتواصلكم مع Vantreo",
    locale: "ar",
    ...overrides,
  };
}

/** One mail with its parts; the HTML tries to run a script, which the viewer must not allow. */
export function mailDetail(overrides: Partial<MailDetail> = {}): MailDetail {
  return {
    ...mailSummary(),
    from: "Vantreo Data & AI <no-reply@vantreo.com>",
    replyTo: "hello@vantreo.com",
    messageId: "<mail-2.lead-1@vantreo.com>",
    text: "مرحبًا Layla،\nشكرًا لرسالتكم.",
    html: '<!doctype html><html lang="ar" dir="rtl"><body><p>مرحبًا</p><script>parent.stolen = document.cookie</script></body></html>',
    ...overrides,
  };
}

/** The template previews as `GET /v1/desk/mail/previews` answers them (two of seven). */
export const PREVIEWS: MailPreview[] = [
  {
    kind: "lead-notification",
    locale: "en",
    mail: {
      subject: "New lead: Contact via Contact page",
      text: "A new lead.",
      html: "<p>A new lead.</p>",
    },
  },
  {
    kind: "newsletter-confirmation",
    locale: "de",
    mail: {
      subject: "Bitte bestätigen Sie Ihre Anmeldung",
      text: "Bitte bestätigen Sie.",
      html: "<p>Bitte bestätigen Sie.</p>",
    },
  },
];
