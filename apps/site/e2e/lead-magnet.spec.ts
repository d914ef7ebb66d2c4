import { expect, test } from "@playwright/test";
import { sentTo, waitForMail } from "./support/mailbox";

// A service page's lead magnet end to end (issue #34): the disclosure opens the short form, the
// real lead API mails a download link to the run's SMTP server, the link (through the site's
// /v1 forward) records the download and leads to the brief the build wrote.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}`;
const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? "";
/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;

/** The brief's languages and the subject of the mail that brings each (packages/i18n, `mail`). */
const BRIEFS = [
  { locale: "en", subject: "Your brief from Vantreo is ready" },
  { locale: "de", subject: "Ihr Leistungsüberblick von Vantreo steht bereit" },
  { locale: "ar", subject: "النبذة التي طلبتموها من \u2068Vantreo\u2069 جاهزة" },
] as const;

for (const brief of BRIEFS)
  test(`a visitor asks for the brief in ${brief.locale} on the English service page, gets the link by mail and downloads the PDF`, async ({
    page,
    request,
  }) => {
    const email = `e2e-brief-${brief.locale}-${Date.now()}@example.com`;
    // The service detail pages are English (the catalogue and /de, /ar list them).
    await page.goto("/services/mlops-model-operations");
    await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
    await page.locator("#lead-magnet-action").click();
    const form = page.locator("form#lead-magnet-form");
    await expect(form.locator("button[type=submit]")).toBeEnabled();
    await form.locator("input[name=email]").fill(email);
    await form.locator("input[name=company]").fill("Harbor Analytics");
    await form.getByLabel("Language of the brief").selectOption(brief.locale);
    await form.getByRole("checkbox").check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Email me the brief" }).click();
    await expect(
      page.getByText("Check your inbox: the link to the brief is on its way.", { exact: false }),
    ).toBeVisible();

    const mail = await waitForMail((entry) => sentTo(entry, email), `with the brief to ${email}`);
    expect(mail.subject).toBe(brief.subject);
    const link = new RegExp(
      `https?://\\S+/v1/lead-magnets/download\\?token=[\\w-]+&lang=${brief.locale}`,
    ).exec(mail.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const redirect = await request.get(link ?? "", { maxRedirects: 0 });
    expect(redirect.status()).toBe(303);
    const pdfUrl = redirect.headers()["location"] ?? "";
    expect(pdfUrl).toMatch(
      new RegExp(`/lead-magnets/mlops-model-operations\\.${brief.locale}\\.pdf$`),
    );
    const pdf = await request.get(pdfUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const exported = await request.post(`${API}/admin/v1/subjects/export`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { email },
    });
    const data = (await exported.json()) as {
      leads: { lead: { leadType: string; source: string } }[];
      leadMagnetLinks: { serviceId: string; locale: string; downloads: number }[];
    };
    expect(data.leads[0]?.lead).toMatchObject({ leadType: "analysis", source: "service-page" });
    expect(data.leadMagnetLinks).toEqual([
      expect.objectContaining({
        serviceId: "mlops-model-operations",
        locale: brief.locale,
        downloads: 1,
      }),
    ]);
  });
