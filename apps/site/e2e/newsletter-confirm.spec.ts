import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// The newsletter's double opt-in end to end: the real lead API sends the confirmation mail to the
// run's SMTP server (e2e/support/smtp-mailbox.mjs, which keeps each mail as an .eml file in the
// API's data folder), the link in it opens the site's page, whose island confirms
// the token once; a second visit is told the subscription is already confirmed.

const apiPort = process.env.E2E_API_PORT ?? "8887";
const sitePort = process.env.E2E_SITE_PORT ?? "4273";
const API = `http://127.0.0.1:${apiPort}`;
const SITE = `http://127.0.0.1:${sitePort}`;
/** playwright.config.ts gives the lead API this data folder; the SMTP mailbox writes to its `mail/`. */
const MAIL_DIR = join(tmpdir(), `vantreo-e2e-lead-api-${apiPort}`, "mail");

/** The confirmation link of the mail sent to `email`, once the relay has written it. */
async function confirmationLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(MAIL_DIR);
    } catch {
      // The folder appears with the first mail.
    }
    for (const name of names) {
      // Undo quoted-printable's soft line breaks and its "=" escape (RFC 2045 section 6.7).
      const raw = readFileSync(join(MAIL_DIR, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!raw.includes(email)) continue;
      const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm#token=[A-Za-z0-9_-]+/.exec(raw)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail for ${email} in ${MAIL_DIR}`);
}

test("a German signup is confirmed once from the link in its mail, then reported as used", async ({
  page,
  request,
}) => {
  const email = `newsletter.confirm.${Date.now()}@example.com`;
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
      pageUrl: `${SITE}/de/about`,
      timestamp: new Date().toISOString(),
      metadata: { marketing_consent: true, locale: "de", form_fill_ms: 10_000 },
    },
  });
  expect(signup.status()).toBe(201);

  const link = await confirmationLink(email);
  expect(link).toMatch(new RegExp(`^${SITE}/de/newsletter/confirm#token=`));
  await page.goto(link);
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Ihr Abonnement ist bestätigt. Vielen Dank!",
  );
  await page.reload();
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Dieses Abonnement wurde bereits bestätigt.",
  );
});

test("the Arabic page, right-to-left, says a link without a token is not valid", async ({
  page,
}) => {
  await page.goto(`${SITE}/ar/newsletter/confirm`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تأكيد النشرة الإخبارية");
  await expect(page.locator("main").getByRole("status")).toHaveText("رابط التأكيد هذا غير صالح.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
});
