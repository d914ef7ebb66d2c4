import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { sentTo, waitForMail } from "./support/mailbox";

// The newsletter's way out and back, end to end, in each language: a subscriber confirms, the real lead API
// mails the welcome (with RFC 8058's one-click headers) to the run's SMTP server, its visible
// unsubscribe link opens the page in their language, which unsubscribes and offers the choice back.

const apiPort = process.env.E2E_API_PORT ?? "8887";
const sitePort = process.env.E2E_SITE_PORT ?? "4273";
const API = `http://127.0.0.1:${apiPort}`;
const SITE = `http://127.0.0.1:${sitePort}`;

/** The first link matching `pattern` in a parsed mail to `email` (mailparser decodes any encoding). */
async function linkIn(email: string, pattern: RegExp): Promise<{ mail: ParsedMail; link: string }> {
  let link = "";
  const mail = await waitForMail((candidate) => {
    if (!sentTo(candidate, email)) return false;
    link = pattern.exec(`${candidate.text ?? ""}\n${String(candidate.html)}`)?.[0] ?? "";
    return link !== "";
  }, `to ${email} with ${pattern}`);
  return { mail, link };
}

/** What each language's page says (packages/i18n, `mail:unsubscribe`). */
const LANGUAGES = [
  {
    locale: "en",
    prefix: "",
    title: "Unsubscribe from the newsletter",
    unsubscribed:
      "You are unsubscribed from The Enterprise AI Briefing. We will send you no further issues.",
    resubscribe: "Subscribe again",
    resubscribed: "You are subscribed again. Thank you!",
  },
  {
    locale: "de",
    prefix: "/de",
    title: "Vom Newsletter abmelden",
    unsubscribed:
      "Sie sind vom Enterprise-KI-Briefing abgemeldet. Wir senden Ihnen keine weiteren Ausgaben.",
    resubscribe: "Wieder abonnieren",
    resubscribed: "Sie sind wieder angemeldet. Vielen Dank!",
  },
  {
    locale: "ar",
    prefix: "/ar",
    title: "إلغاء الاشتراك في النشرة الإخبارية",
    unsubscribed: "أُلغي اشتراككم في «موجز الذكاء الاصطناعي للمؤسسات»، ولن نرسل إليكم أعدادًا أخرى.",
    resubscribe: "الاشتراك من جديد",
    resubscribed: "تم تجديد اشتراككم. شكرًا لكم!",
  },
] as const;

for (const language of LANGUAGES) {
  test(`a subscriber in ${language.locale} unsubscribes from the welcome mail's link and subscribes again`, async ({
    page,
    request,
  }) => {
    const email = `newsletter.unsubscribe.${language.locale}.${Date.now()}@example.com`;
    const signup = await request.post(`${API}/v1/leads`, {
      headers: { Origin: SITE },
      data: {
        firstName: "",
        lastName: "",
        email,
        phone: "",
        company: "",
        message: "",
        leadType: "newsletter",
        source: "footer",
        pageUrl: `${SITE}${language.prefix}/about`,
        timestamp: new Date().toISOString(),
        metadata: { marketing_consent: true, locale: language.locale, form_fill_ms: 10_000 },
      },
    });
    expect(signup.status()).toBe(201);
    const confirmation = await linkIn(email, /newsletter\/confirm#token=([A-Za-z0-9_-]+)/);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(confirmation.link)?.[1];
    const confirmed = await request.post(`${API}/v1/newsletter/confirm`, {
      headers: { Origin: SITE },
      data: { token, locale: language.locale },
    });
    expect(confirmed.status()).toBe(200);

    const welcome = await linkIn(
      email,
      new RegExp(
        `https?://[^\\s"<>]+${language.prefix}/newsletter/unsubscribe#token=[A-Za-z0-9_.%-]+`,
      ),
    );
    // RFC 8058's one-click header (mailparser keeps it as a raw header line).
    const oneClick = welcome.mail.headerLines.find((line) => line.key === "list-unsubscribe-post");
    expect(oneClick?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(welcome.link.startsWith(`${SITE}${language.prefix}/newsletter/unsubscribe#token=`)).toBe(
      true,
    );

    await page.goto(welcome.link);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
    await expect(page.locator("main").getByRole("status")).toHaveText(language.unsubscribed);
    await page.getByRole("button", { name: language.resubscribe }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText(language.resubscribed);
  });
}
