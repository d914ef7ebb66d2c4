import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// The newsletter's way out and back, end to end: a German subscriber confirms, the real lead API
// mails the welcome (with RFC 8058's one-click headers) to the run's SMTP server, its visible
// unsubscribe link opens the German page, which unsubscribes and offers the choice back.

const apiPort = process.env.E2E_API_PORT ?? "8887";
const sitePort = process.env.E2E_SITE_PORT ?? "4273";
const API = `http://127.0.0.1:${apiPort}`;
const SITE = `http://127.0.0.1:${sitePort}`;
/** playwright.config.ts gives the lead API this data folder; the SMTP mailbox writes to its `mail/`. */
const MAIL_DIR = join(tmpdir(), `vantreo-e2e-lead-api-${apiPort}`, "mail");

/** The raw text (quoted-printable undone) of the first mail to `email` that `pattern` matches. */
async function mailMatching(email: string, pattern: RegExp): Promise<{ raw: string; hit: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(MAIL_DIR);
    } catch {
      // The folder appears with the first mail.
    }
    for (const name of names) {
      const raw = readFileSync(join(MAIL_DIR, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const hit = raw.includes(email) ? pattern.exec(raw)?.[0] : undefined;
      if (hit) return { raw, hit };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} matching ${pattern} in ${MAIL_DIR}`);
}

test("a German subscriber unsubscribes from the welcome mail's link and subscribes again", async ({
  page,
  request,
}) => {
  const email = `newsletter.unsubscribe.${Date.now()}@example.com`;
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
  const confirmation = await mailMatching(email, /newsletter\/confirm#token=([A-Za-z0-9_-]+)/);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(confirmation.hit)?.[1];
  const confirmed = await request.post(`${API}/v1/newsletter/confirm`, {
    headers: { Origin: SITE },
    data: { token, locale: "de" },
  });
  expect(confirmed.status()).toBe(200);

  const welcome = await mailMatching(
    email,
    /https?:\/\/[^\s"<>]+\/de\/newsletter\/unsubscribe#token=[A-Za-z0-9_.%-]+/,
  );
  expect(welcome.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(welcome.hit.startsWith(`${SITE}/de/newsletter/unsubscribe#token=`)).toBe(true);

  await page.goto(welcome.hit);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vom Newsletter abmelden");
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Sie sind vom Enterprise-KI-Briefing abgemeldet. Wir senden Ihnen keine weiteren Ausgaben.",
  );
  await page.getByRole("button", { name: "Wieder abonnieren" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "Sie sind wieder angemeldet. Vielen Dank!",
  );
});
