import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sentTo, waitForMail } from "./support/mailbox";
import { totpCode } from "./support/staff-totp";
import { settleAnimations } from "./support/settle-animations";
import { stubTrackers, trackerHosts } from "./support/tracker-stubs";

// Issue "Every lead reaches a person", done when: a visitor sends the German contact form → the
// sales notification and the German acknowledgement reach a real SMTP server → a salesperson
// signs in with password and TOTP, finds the lead, assigns it, adds a note, moves it to
// `contacted` → exports CSV. Plus axe (WCAG 2.2 AA) on every desk page in both themes, and the
// inbox used with the keyboard alone.

const PASSWORD = process.env.E2E_DESK_STAFF_PASSWORD ?? "";
const [JOURNEY_STAFF = "", A11Y_STAFF = ""] = (process.env.E2E_DESK_STAFF ?? "").split(",");
const NOTIFY_TO = process.env.E2E_NOTIFY_TO ?? "";
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "8887"}`;
const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? "4273"}`;
/** The lead API refuses a form filled faster than this as spam (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The hosts the e2e build's trackers (a tag manager, the ad tracker) load from once accepted. */
const TRACKERS = ["snap.licdn.com", "www.googletagmanager.com"];

/**
 * Asks the page for a tracker's script and posts to an analytics host, as an injected script
 * would, and reports what came of both: loaded or blocked, and the CSP violations the browser
 * reported (directive and host). Violations arrive as events after the failure, so poll it.
 */
async function probeTrackerHosts(page: Page) {
  await page.evaluate(() => {
    const probe = { script: "pending", beacon: "pending", violations: [] as string[] };
    (window as unknown as { probe: typeof probe }).probe = probe;
    document.addEventListener("securitypolicyviolation", (event) =>
      probe.violations.push(`${event.effectiveDirective} ${new URL(event.blockedURI).host}`),
    );
    const script = document.createElement("script");
    script.src = "https://www.googletagmanager.com/gtm.js?id=GTM-PROBE";
    script.onload = () => (probe.script = "loaded");
    script.onerror = () => (probe.script = "blocked");
    document.head.append(script);
    fetch("https://region1.google-analytics.com/g/collect", {
      method: "POST",
      mode: "no-cors",
    }).then(
      () => (probe.beacon = "sent"),
      () => (probe.beacon = "blocked"),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { probe: { violations: string[] } }).probe);
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** Opens a desk page and waits for its sign-in form or its content to be live. */
async function openDesk(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 15_000 });
}

/** Signs in on the desk's sign-in form with both factors. */
async function signIn(page: Page, email: string) {
  const form = page.locator("form#desk-sign-in");
  await form.getByLabel(/Work email/).fill(email);
  await form.getByLabel(/Password/).fill(PASSWORD);
  await form.getByLabel(/Authenticator code/).fill(totpCode(email));
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Lead desk" })).toBeVisible();
}

/** Every WCAG 2.2 AA violation of the page as it is now, one line each. */
async function violations(page: Page, label: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${label} [${violation.id}] ${node.target.join(" ")}`),
  );
}

/** axe in the dark theme (the default), then in light through the header's theme toggle. */
async function axeBothThemes(page: Page, label: string): Promise<string[]> {
  const html = page.locator("html");
  const dark = await violations(page, `${label} (dark)`);
  await page.locator('[data-slot="theme-toggle"]').click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await settleAnimations(page);
  const light = await violations(page, `${label} (light)`);
  await page.locator('[data-slot="theme-toggle"]').click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await settleAnimations(page);
  return [...dark, ...light];
}

/** Posts a lead to the lead API as the site's forms do (honeypot filled: a spam lead). */
async function postLead(page: Page, name: string, email: string, spam: boolean) {
  const response = await page.request.post(`${API}/v1/leads`, {
    headers: { Origin: SITE },
    data: {
      firstName: name,
      lastName: "Tester",
      email,
      phone: "",
      company: "Desk Test GmbH",
      message: "A lead for the desk's accessibility check.",
      leadType: "contact",
      source: "contact-page",
      pageUrl: `${SITE}/contact`,
      timestamp: new Date().toISOString(),
      metadata: {
        marketing_consent: false,
        locale: "en",
        form_fill_ms: 10_000,
        ...(spam ? { website: "https://spam.example" } : {}),
      },
    },
  });
  expect(response.status()).toBe(201);
}

test("a German contact lead reaches sales by mail and is worked and exported in the desk", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const name = `Jana Desk${id}`;
  const email = `jana.desk.${id}@firma.example`;

  // The visitor: the German contact form.
  await page.goto("/de/contact");
  const form = page.locator("form#contact-form");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await page.getByRole("button", { name: "Ablehnen" }).click();
  await form.getByLabel(/Vollständiger Name/).fill(name);
  await form.getByLabel(/Geschäftliche E-Mail-Adresse/).fill(email);
  await form
    .getByLabel(/Wie können wir Ihnen helfen/)
    .fill("Bitte rufen Sie mich zu unserem Datenprojekt an.");
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Vielen Dank!").first()).toBeVisible();

  // The mails, as the SMTP server received them.
  const notification = await waitForMail(
    (mail) => sentTo(mail, NOTIFY_TO) && (mail.text ?? "").includes(email),
    `to ${NOTIFY_TO} about ${email}`,
  );
  expect(notification.subject).not.toContain(email);
  expect(notification.subject).not.toContain(name);
  const link = /https?:\/\/\S+\/desk\/leads\/[A-Za-z0-9-]+/.exec(notification.text ?? "")?.[0];
  expect(link, "the notification links to the lead in the desk").toBeTruthy();
  const acknowledgement = await waitForMail(
    (mail) => sentTo(mail, email),
    `acknowledging to ${email}`,
  );
  expect(acknowledgement.subject).toBe("Wir haben Ihre Anfrage erhalten");
  expect(acknowledgement.headers.get("content-language")).toBe("de");
  expect(acknowledgement.html).toContain('lang="de"');

  // The salesperson: sign in, search, open the lead.
  await openDesk(page, "/desk", "form#desk-sign-in");
  await signIn(page, JOURNEY_STAFF);
  const search = page.getByRole("search").getByLabel("Search");
  await search.fill(name);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=Jana\\+Desk${id}`));
  const row = page.getByRole("table").getByRole("link", { name });
  await expect(row).toHaveCount(1);
  await row.click();
  // The lead's page is the one the notification links to.
  expect(page.url()).toBe(link);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

  // Assign to themself, add a note, move to contacted.
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Owner changed." })).toBeVisible();
  await page.getByLabel(/^Note/).fill("Called back; a workshop next week.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(page.getByLabel(/^Note/)).toHaveValue("");
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Current status: Contacted")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Called back; a workshop next week.")).toBeVisible();
  await expect(history.getByText("Status: New → Contacted")).toBeVisible();
  await expect(history.getByText(JOURNEY_STAFF).first()).toBeVisible();

  // Export the filtered inbox as CSV.
  await page.goto(`/desk?q=${encodeURIComponent(name)}`);
  const csvLink = page.getByRole("link", { name: "CSV (comma)" });
  await expect(page.getByRole("table").getByRole("link", { name })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header?.split(",").slice(0, 3)).toEqual(["id", "receivedAt", "status"]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(email);
  expect(rows[0]).toContain(",contacted,");
});

test("staff pages run no tracker and show no cookie banner, newsletter signup or popup in any language; public pages keep them and the visitor's choice", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The e2e build carries test tracker ids; every tracker request is recorded and stubbed.
  const requests = await stubTrackers(context);
  const banner = page.getByRole("dialog", { name: "We value your privacy" });
  const popup = page.getByTestId("newsletter-popup");
  // Staff pages render no site runtime (the consent runtime's island); the app's island hydrates.
  const runtime = page.locator('vantreo-island[data-island="site-runtime"]');
  const app = page.locator('vantreo-island[data-island="staff-app"]');
  const dataLayer = () =>
    page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null);
  await page.clock.install({ time: Date.now() });

  // A first visit to a staff page asks nothing: no banner once the site runtime has hydrated.
  await openDesk(page, "/desk", "form#desk-sign-in");
  await expect(app).toHaveAttribute("data-hydrated");
  await expect(runtime).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Everything accepted on a public page: the tag manager and the ad tracker load there.
  await page.goto("/about");
  await banner.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => trackerHosts(requests)).toEqual(TRACKERS);
  // The served policy lets a public page reach the trackers' hosts; no page-level policy narrows it.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  const publicProbe = await probeTrackerHosts(page);
  await expect.poll(publicProbe).toEqual({ script: "loaded", beacon: "sent", violations: [] });

  for (const [path, ready] of [
    ["/desk", "form#desk-sign-in"],
    ["/de/desk/privacy", "form#desk-sign-in"],
    ["/ar/desk/spam", "form#desk-sign-in"],
    ["/ar/dataroom/admin", "main form"],
  ] as const) {
    requests.length = 0;
    await openDesk(page, path, ready);
    await expect(app, path).toHaveAttribute("data-hydrated");
    await expect(runtime, path).toHaveCount(0);
    // Past the gated scripts' 10 s of polling and the popup's 10 s after load (spec section 4).
    await page.clock.runFor(11_000);
    expect(requests, path).toEqual([]);
    // The consent runtime never started: not even Consent Mode's default was queued.
    expect(await dataLayer(), path).toBeNull();
    await expect(page.getByRole("dialog"), path).toHaveCount(0);
    await expect(popup, path).toBeHidden();
    await expect(page.locator("form#newsletter"), path).toHaveCount(0);
    await expect(page.locator('vantreo-island[data-island="footer-newsletter"]'), path).toHaveCount(
      0,
    );
    await expect(page.locator('footer a[href$="/cookie-preferences"]'), path).toBeVisible();
    await expect(page.locator("[data-slot=theme-toggle]"), path).toBeVisible();
    // Its own policy lets a staff page reach nothing but the site: the same requests are refused
    // by the browser before they leave it.
    const staffProbe = await probeTrackerHosts(page);
    await expect.poll(staffProbe, path).toEqual({
      script: "blocked",
      beacon: "blocked",
      violations: expect.arrayContaining([
        "script-src-elem www.googletagmanager.com",
        "connect-src region1.google-analytics.com",
      ]),
    });
    expect(requests, path).toEqual([]);
  }

  // The choice made on the public site was kept: the next public page loads the trackers again
  // without asking, has the footer signup, and the popup opens there.
  requests.length = 0;
  await page.goto("/de/about");
  await expect(page.locator("footer form#newsletter")).toHaveCount(1);
  await expect.poll(() => trackerHosts(requests)).toEqual(TRACKERS);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.runFor(11_000);
  await expect(popup).toBeVisible();
});

/** The staff app's strings the keyboard journey reads, per locale. */
const APP_TEXT = {
  en: { prefix: "", nav: "Lead desk", save: "Change status", search: "Search" },
  de: { prefix: "/de", nav: "Lead-Desk", save: "Status ändern", search: "Suche" },
  ar: { prefix: "/ar", nav: "لوحة العملاء المحتملين", save: "تغيير الحالة", search: "بحث" },
} as const;

/** Marks the document; {@link sameDocument} is true until a page load replaces it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { staffAppMark: number }).staffAppMark = 1));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { staffAppMark?: number }).staffAppMark === 1);

test("the staff app in three languages: keyboard only from the inbox to a lead and its status change, without a page load, axe clean in both themes", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // @axe-core/playwright needs a page of its own context (TOOLCHAIN.md, gotcha 9).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const id = unique();
  // Twelve leads, so the inbox has more rows than the first screen must show.
  for (let i = 0; i < 12; i += 1)
    await postLead(page, `Fill${i} Row${id}`, `fill.${i}.${id}@example.com`, false);
  const found: string[] = [];

  await openDesk(page, "/desk", "form#desk-sign-in");
  // The one shell per locale carries no <meta> policy: the staff CSP is a path rule of the server.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  found.push(...(await axeBothThemes(page, "/desk (sign-in)")));
  await signIn(page, A11Y_STAFF);
  await expect(page.getByRole("table")).toBeVisible();

  // The list first: on a 1280×800 screen at least ten lead rows are in view without scrolling.
  const rowsInView = await page
    .getByRole("table")
    .locator("tbody tr")
    .evaluateAll(
      (rows) =>
        rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
  await page.screenshot({ path: test.info().outputPath("inbox-1280x800-en.png") });
  expect(rowsInView).toBeGreaterThanOrEqual(10);

  for (const locale of ["en", "de", "ar"] as const) {
    const text = APP_TEXT[locale];
    const name = `Kim Keys${locale}${id}`;
    await postLead(page, name, `kim.keys.${locale}.${id}@example.com`, false);
    // Another language is another document (its strings); everything after is client-side.
    await openDesk(page, `${text.prefix}/desk`, "table");
    await expect(page.getByRole("navigation", { name: text.nav })).toBeVisible();
    found.push(...(await axeBothThemes(page, `${text.prefix}/desk (inbox)`)));
    // The inbox at 1280×800 in both themes, for the record (the test's output folder).
    await page.screenshot({ path: test.info().outputPath(`inbox-${locale}-dark.png`) });
    await page.locator('[data-slot="theme-toggle"]').click();
    await settleAnimations(page);
    await page.screenshot({ path: test.info().outputPath(`inbox-${locale}-light.png`) });
    await page.locator('[data-slot="theme-toggle"]').click();
    await markDocument(page);

    // Keyboard only: / to the search, type, Enter; j to the lead's row, Enter.
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: text.search })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Kim\+Keys/);
    const row = page.getByRole("table").getByRole("link", { name });
    await expect(row).toBeVisible();
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("j");
    await expect(row).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`^${SITE}${text.prefix}/desk/leads/[A-Za-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 2, name: `${name} Tester` })).toBeVisible();
    // Focus lands on the new page's heading.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    const leadId = new URL(page.url()).pathname.split("/").pop() ?? "";

    // The status change by keyboard: Tab to the button (the menu offers "contacted" first).
    const save = page.getByRole("button", { name: text.save });
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      if (await save.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => {
        const response = await page.request.get(`/v1/desk/leads/${leadId}`);
        return ((await response.json()) as { lead: { status: string } }).lead.status;
      })
      .toBe("contacted");
    found.push(...(await axeBothThemes(page, `${text.prefix}/desk/leads/<id>`)));

    // g then s: the spam folder, in place; ? shows the shortcuts (a dialog, axe clean too).
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("g");
    await page.keyboard.press("s");
    await expect(page).toHaveURL(`${SITE}${text.prefix}/desk/spam`);
    await page.keyboard.press("Shift+?");
    await expect(page.getByRole("dialog")).toBeVisible();
    await settleAnimations(page);
    found.push(...(await violations(page, `${text.prefix}/desk/spam (shortcuts)`)));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Every move above was client-side: the document is the one the language opened.
    expect(await sameDocument(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`spam-1280x800-${locale}.png`) });
  }

  await postLead(page, `Sam Spam${id}`, `sam.spam.${id}@example.com`, true);
  await openDesk(page, `/desk/spam?q=${encodeURIComponent(`Sam Spam${id}`)}`, "table");
  await expect(page.getByRole("table").getByText("honeypot")).toBeVisible();
  found.push(...(await axeBothThemes(page, "/desk/spam")));
  // The delete confirmation is an alert dialog: it must pass too.
  await page.getByRole("button", { name: /^Delete: Sam Spam/ }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  // The dialog fades and zooms in; contrast is measured once it is at rest.
  await settleAnimations(page);
  found.push(...(await violations(page, "/desk/spam (delete dialog)")));
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toBeVisible();
  await expect(page.getByText("The spam folder is empty.")).toBeVisible();

  expect(found).toEqual([]);
  await context.close();
});
