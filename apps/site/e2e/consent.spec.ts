/**
 * Consent, trackers, analytics and the newsletter popup in Chromium, against the built site and
 * the real lead API (spec sections 4, 6, 7 and 9).
 *
 * The build under test must carry a tag manager container and a professional-network partner
 * id, e.g. `VITE_GTAG_ID=GTM-E2ETEST VITE_LINKEDIN_PARTNER_ID=1234567`, so that there are
 * trackers to gate. Every tracker host is stubbed: requests are recorded and answered with an
 * empty script, nothing leaves the machine. The served CSP allows exactly the build's tracker
 * hosts (server/tracker-csp.mjs), so the context keeps it.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { settleAnimations } from "./support/settle-animations";
import { stubTrackers, trackerHosts as hosts } from "./support/tracker-stubs";

const DAY = 24 * 60 * 60 * 1000;
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}`;
const T0 = new Date("2025-10-01T09:00:00Z").getTime();

const banner = (page: Page) => page.getByRole("dialog", { name: "We value your privacy" });
const popup = (page: Page) => page.getByTestId("newsletter-popup");

// The gated-script loader polls every second for ten seconds; this outlasts a few polls.
const POLLS = 2_500;

/** The gtag commands queued on the page's data layer, as plain arrays. */
async function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

/** The leads the lead API stored for an address (admin export; the token comes from the config). */
async function storedLeads(email: string): Promise<{ leadType: string; source: string }[]> {
  const response = await fetch(`${API}/admin/v1/subjects/export`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const data = (await response.json()) as {
    leads: { lead: { leadType: string; source: string } }[];
  };
  return data.leads.map(({ lead }) => ({ leadType: lead.leadType, source: lead.source }));
}

/** After a load with a stored choice: the runtime has read it (its Consent Mode update is out). */
async function consentApplied(page: Page) {
  await expect
    .poll(async () =>
      (await gtagCommands(page)).some((c) => c[0] === "consent" && c[1] === "update"),
    )
    .toBe(true);
}

/**
 * Accepts in the banner and waits until the choice is made: the banner hides in the tap's own
 * frame and makes the choice after that frame is painted (issue #37), so a hidden banner alone
 * does not mean consent yet; the runtime's Consent Mode update does.
 */
async function accept(page: Page) {
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
  await consentApplied(page);
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.ceil(scrollable * share));
  }, fraction);
}

async function leaveThroughTheTop(page: Page) {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, 1);
  await page.mouse.move(400, -40);
}

test.describe("cookie banner and trackers", () => {
  test("no tracker is requested before Accept; the tag manager and the ad tracker after", async ({
    page,
    context,
  }) => {
    const requests = await stubTrackers(context);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(POLLS);
    expect(requests).toEqual([]);

    const proof = page.waitForResponse(
      (response) =>
        response.url().endsWith("/v1/consents") && response.request().method() === "POST",
    );
    await accept(page);
    await expect
      .poll(() => hosts(requests))
      .toEqual(["snap.licdn.com", "www.googletagmanager.com"]);
    const logged = await proof;
    expect(logged.status()).toBe(201);
    expect(logged.request().postDataJSON()).toMatchObject({
      choice: "accepted",
      locale: "en",
      page: "/",
      categories: { functional: true, analytics: true, marketing: true, personalization: true },
    });
  });

  test("Decline loads no tracker, now or on the next page", async ({ page, context }) => {
    const requests = await stubTrackers(context);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(POLLS);
    await page.goto("/about");
    await page.waitForTimeout(POLLS);
    await expect(banner(page)).toBeHidden();
    expect(requests).toEqual([]);
  });

  test("analytics alone, saved on /cookie-preferences, loads the tag manager but no ad tracker", async ({
    page,
    context,
  }) => {
    const requests = await stubTrackers(context);
    await page.goto("/cookie-preferences");
    await expect(page.getByTestId("consent-status")).toHaveText(/No choice made yet/);
    await page.getByRole("switch", { name: "Analytics" }).check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Your cookie preferences have been saved.")).toBeVisible();
    await expect.poll(() => hosts(requests)).toEqual(["www.googletagmanager.com"]);
    await page.waitForTimeout(POLLS);
    expect(hosts(requests)).toEqual(["www.googletagmanager.com"]);
  });

  test("Global Privacy Control declines for the visitor and shows the notice", async ({
    page,
    context,
  }) => {
    const requests = await stubTrackers(context);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    });
    await page.goto("/");
    const notice = page.getByRole("status").filter({ hasText: "Global Privacy Control respected" });
    await expect(notice).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(POLLS);
    expect(requests).toEqual([]);
    await page.goto("/cookie-preferences");
    await expect(page.getByTestId("consent-status")).toHaveText(/Optional cookies declined/);
    await expect(page.getByRole("switch", { name: "Marketing" })).toBeDisabled();
  });

  test("the banner returns once the choice is more than 30 days old", async ({ page, context }) => {
    await stubTrackers(context);
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await accept(page);

    await page.clock.setSystemTime(T0 + 29 * DAY);
    await page.reload();
    await consentApplied(page);
    await expect(banner(page)).toBeHidden();

    await page.clock.setSystemTime(T0 + 30 * DAY + 60_000);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test("German and Arabic visitors get the banner in their language, Arabic right to left", async ({
    page,
    context,
  }) => {
    await stubTrackers(context);
    await page.goto("/de");
    await expect(
      page.getByRole("dialog", { name: "Ihre Privatsphäre ist uns wichtig" }),
    ).toBeVisible();
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect(page.getByTestId("cookie-banner").getByRole("button")).toHaveCount(2);
  });
});

test.describe("accessibility", () => {
  // The popup fades and zooms in; contrast is measured once everything is at rest.
  const axe = async (page: Page, selector: string) => {
    await settleAnimations(page);
    return new AxeBuilder({ page })
      .include(selector)
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
  };

  test("the banner, the popup and the preferences form pass axe (WCAG 2.1 AA)", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await stubTrackers(context);
    await page.goto("/ar");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect((await axe(page, '[data-testid="cookie-banner"]')).violations).toEqual([]);

    await page.goto("/");
    await accept(page);
    await leaveThroughTheTop(page);
    await expect(popup(page)).toBeVisible();
    expect((await axe(page, '[data-testid="newsletter-popup"]')).violations).toEqual([]);

    await page.goto("/cookie-preferences");
    await expect(page.getByTestId("consent-status")).toHaveText(/Optional cookies accepted/);
    expect((await axe(page, "main")).violations).toEqual([]);
  });
});

test.describe("analytics", () => {
  test("Consent Mode denies by default; page views and cta_click go out only after Accept", async ({
    page,
    context,
    baseURL,
  }) => {
    await stubTrackers(context);
    context.on("page", (opened) => void (opened !== page && opened.close()));
    // The popup has already shown this week, so it stays out of the way of the footer click.
    await context.addCookies([
      { name: "newsletter_popup_shown", value: String(Date.now()), url: baseURL ?? "" },
    ]);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const before = await gtagCommands(page);
    expect(before[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);
    expect(before.filter((command) => command[0] === "event")).toEqual([]);

    await accept(page);
    await expect
      .poll(async () => (await gtagCommands(page)).filter((c) => c[1] === "page_view"))
      .toEqual([["event", "page_view", expect.objectContaining({ page_path: "/" })]]);
    const update = (await gtagCommands(page)).find((c) => c[0] === "consent" && c[1] === "update");
    expect(update?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });

    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // Every page is its own document: the stored choice grants at once, one page view each.
    await expect
      .poll(async () => (await gtagCommands(page)).filter((c) => c[1] === "page_view"))
      .toEqual([
        [
          "event",
          "page_view",
          expect.objectContaining({ page_path: "/about", page_title: await page.title() }),
        ],
      ]);

    await page.locator('[data-cta="footer_consultation"]').click();
    await expect
      .poll(async () => (await gtagCommands(page)).filter((c) => c[1] === "cta_click"))
      .toEqual([["event", "cta_click", { cta: "footer_consultation" }]]);
  });
});

test.describe("newsletter popup", () => {
  test("opens 10 s after marketing consent, with the newsletter wording", async ({
    page,
    context,
  }) => {
    await stubTrackers(context);
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await accept(page);
    await page.clock.runFor(9_000);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(popup(page)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "The Enterprise AI Briefing" })).toBeVisible();
  });

  test("opens at 60 % scroll, long before the 10 s", async ({ page, context }) => {
    await stubTrackers(context);
    await page.goto("/");
    await accept(page);
    await scrollTo(page, 0.5);
    await page.waitForTimeout(300);
    await expect(popup(page)).toBeHidden();
    await scrollTo(page, 0.65);
    await expect(page.getByRole("dialog", { name: "The Enterprise AI Briefing" })).toBeVisible({
      timeout: 3_000,
    });
  });

  test("opens with the exit-intent wording when the mouse leaves through the top; files an exit-intent lead", async ({
    page,
    context,
  }) => {
    await stubTrackers(context);
    await page.goto("/");
    await accept(page);
    await leaveThroughTheTop(page);
    await expect(page.getByRole("dialog", { name: "Before you go" })).toBeVisible({
      timeout: 3_000,
    });

    const email = `exit-${Date.now()}@example.com`;
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith("/v1/leads") && response.request().method() === "POST",
    );
    await popup(page).getByLabel("Work email").fill(email);
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    expect((await submitted).status()).toBe(201);
    expect(await storedLeads(email)).toEqual([{ leadType: "exit-intent", source: "exit-intent" }]);
  });

  test("a signup reaches the lead API, and the popup closes 2 s later", async ({
    page,
    context,
  }) => {
    await stubTrackers(context);
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await accept(page);
    await page.clock.runFor(10_500);
    await expect(popup(page)).toBeVisible();
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith("/v1/leads") && response.request().method() === "POST",
    );
    const email = `popup-${Date.now()}@example.com`;
    await popup(page).getByLabel("Work email").fill(email);
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      leadType: "newsletter",
      source: "popup",
    });
    expect((await response.json()).leadId).toEqual(expect.any(String));
    expect(await storedLeads(email)).toEqual([{ leadType: "newsletter", source: "popup" }]);
    await expect(popup(page).getByRole("status")).toHaveText(
      "Almost done: check your inbox to confirm your subscription.",
    );
    await page.clock.runFor(1_500);
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(600);
    await expect(popup(page)).toBeHidden();
  });

  test("shows once, and not again within 14 days", async ({ page, context }) => {
    await stubTrackers(context);
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await accept(page);
    await page.clock.runFor(10_500);
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole("button", { name: "No thanks" }).click();
    await expect(popup(page)).toBeHidden();

    await scrollTo(page, 0.7);
    await leaveThroughTheTop(page);
    await page.clock.runFor(11_000);
    await expect(popup(page)).toBeHidden();

    await page.clock.setSystemTime(T0 + 13 * DAY);
    await page.reload();
    await consentApplied(page);
    await page.clock.runFor(11_000);
    await scrollTo(page, 0.7);
    await expect(popup(page)).toBeHidden();

    await page.clock.setSystemTime(T0 + 15 * DAY);
    await page.reload();
    await consentApplied(page);
    await page.clock.runFor(11_000);
    await expect(popup(page)).toBeVisible();
  });

  for (const [situation, prepare] of [
    ["before any choice", async () => {}],
    [
      "after Decline",
      (page: Page) => banner(page).getByRole("button", { name: "Decline" }).click(),
    ],
  ] as const) {
    test(`never opens ${situation}`, async ({ page, context }) => {
      await stubTrackers(context);
      await page.clock.install({ time: T0 });
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await prepare(page);
      await page.clock.runFor(11_000);
      await scrollTo(page, 0.8);
      await leaveThroughTheTop(page);
      await page.waitForTimeout(500);
      await expect(popup(page)).toBeHidden();
    });
  }

  test("never opens with analytics consent alone", async ({ page, context }) => {
    await stubTrackers(context);
    await page.clock.install({ time: T0 });
    await page.goto("/cookie-preferences");
    await expect(page.getByTestId("consent-status")).toHaveText(/No choice made yet/);
    await page.getByRole("switch", { name: "Analytics" }).check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.clock.runFor(11_000);
    await scrollTo(page, 0.8);
    await leaveThroughTheTop(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toBeHidden();
  });
});
