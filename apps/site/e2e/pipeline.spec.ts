import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, test, type Browser, type Locator } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { URI } from "otpauth";
import { sentTo, waitForMail } from "./support/mailbox";
import { stubTrackers } from "./support/tracker-stubs";

// Issue "The pipeline", done when: leads arrive through the real forms from pages opened with UTM
// campaigns, in three languages → routing assigns them → the owner replies from the desk → the
// report shows the campaign, the conversion, the time to first contact, with the chart and its
// table. One journey: an owner writes a routing rule for a service in the desk; three visitors
// (en, de, ar) send the service page's form or the contact page's form from a campaign link; the
// rule's salesperson gets the three leads, and the history names the rule; the owner answers each
// lead with the template of its language (the real SMTP server receives it, Reply-To the owner),
// moves one to won, and reads the campaign's row, its chart, its table and its CSV file.

// The desk loads its sections lazily and the mails leave through the outbox: on a loaded two-core
// machine a step may take longer than Playwright's default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const API_PORT = process.env.E2E_API_PORT ?? "8887";
// The data folder playwright.config.ts gives the e2e lead API; the staff CLI writes to the same store.
const LEAD_API_DATA = join(tmpdir(), `vantreo-e2e-lead-api-${API_PORT}`);
const STAFF_CLI = new URL("../../lead-api/dist/staff-cli.js", import.meta.url).pathname;
const PASSWORD = "e2e-pipeline-password-for-the-local-run-only";
/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
/** A service page no other spec sends a form from, so the rule routes this journey's leads only. */
const SERVICE = "data-observability-platform";

/**
 * A staff account made as an operator makes one (the lead API's CLI, password on stdin), with
 * its own e-mail per run so no other test ever presents its TOTP codes. Returns the otpauth URI.
 */
function addStaff(email: string, name: string, roles: string): string {
  const run = spawnSync(
    process.execPath,
    [STAFF_CLI, "add", "--email", email, "--name", name, "--roles", roles],
    {
      input: `${PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, LEAD_API_DATA_DIR: LEAD_API_DATA },
    },
  );
  const uri = /^otpauth:\/\/\S+$/m.exec(run.stdout ?? "")?.[0];
  if (run.status !== 0 || !uri) throw new Error(`staff:add ${email} failed: ${run.stderr}`);
  return uri;
}

/** Opens a desk page in a fresh context and signs in with e-mail, password and TOTP code. */
async function signedIn(browser: Browser, path: string, email: string, uri: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.getByLabel(/Work email/).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByLabel(/Authenticator code/).fill(URI.parse(uri).generate());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Lead desk" })).toBeVisible();
  return page;
}

/** A visitor's language: the path prefix, the form's words and the reply template's words. */
type Visitor = {
  locale: "en" | "de" | "ar";
  name: string;
  email: string;
  /** Where the campaign's link lands, with the form on it. */
  path: string;
  form: string;
  words: { name: RegExp; email: RegExp; message: RegExp; decline: string; send: string };
  message: string;
  template: string;
  subject: RegExp;
  greeting: string;
};

/** A new visitor (its own browser context) opens the campaign link and sends the form. */
async function sendForm(browser: Browser, visitor: Visitor, campaign: string) {
  const context = await browser.newContext();
  await stubTrackers(context);
  const page = await context.newPage();
  const separator = visitor.path.includes("?") ? "&" : "?";
  await page.goto(`${visitor.path}${separator}${campaign}`);
  const form = page.locator(`form#${visitor.form}`);
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await page.getByRole("button", { name: visitor.words.decline, exact: true }).click();
  await form.getByLabel(visitor.words.name).fill(visitor.name);
  await form.getByLabel(visitor.words.email).fill(visitor.email);
  await form.getByLabel(visitor.words.message).fill(visitor.message);
  // The form's consent (marketing mails) accepted.
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS);
  // The lead API's answer, not the thank-you alone: that note shows for 3 s only, which a
  // loaded machine's polling can miss.
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/v1/leads" && response.request().method() === "POST",
  );
  await form.getByRole("button", { name: visitor.words.send }).click();
  expect((await stored).status()).toBe(201);
  await context.close();
  // The visitor's acknowledgement arrives in their language.
  const acknowledgement = await waitForMail(
    (mail) =>
      sentTo(mail, visitor.email) &&
      mail.headers.get("vantreo-mail-kind") === "lead-acknowledgement",
    `acknowledging to ${visitor.email}`,
  );
  expect(acknowledgement.headers.get("content-language")).toBe(visitor.locale);
}

/** The cells of a table's row as a map from column heading to text (columns may be added). */
async function rowByHeading(table: Locator, rowHeader: string): Promise<Record<string, string>> {
  const headings = await table.locator("thead").getByRole("columnheader").allInnerTexts();
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: rowHeader, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole("cell").allInnerTexts();
  const values = [await row.getByRole("rowheader").innerText(), ...cells];
  return Object.fromEntries(
    headings.map((heading, index) => [heading.trim(), values[index]?.trim() ?? ""]),
  );
}

/** The mail of `kind` to `address` the SMTP server received (the acknowledgement is another). */
const replyTo = (address: string) => (mail: ParsedMail) =>
  sentTo(mail, address) && mail.headers.get("vantreo-mail-kind") === "lead-reply";

test("campaign leads in three languages are routed by the owner's rule, answered from the desk and reported by campaign", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const campaignName = `pipeline-${id}`;
  const campaign = `utm_source=linkedin&utm_medium=paid-social&utm_campaign=${campaignName}`;
  const ruleName = `Observability ${id}`;
  const ownerEmail = `pipeline-owner-${id}@vantreo.test`;
  const salesEmail = `pipeline-sales-${id}@vantreo.test`;
  const salesName = `Rana Routing ${id}`;
  const ownerUri = addStaff(ownerEmail, `Omar Owner ${id}`, "owner");
  addStaff(salesEmail, salesName, "sales");

  // The owner writes the rule on the Staff page: leads for the service go to the salesperson.
  const owner = await signedIn(browser, "/desk/staff", ownerEmail, ownerUri);
  const routing = owner.getByRole("region", { name: "Lead routing" });
  await routing.getByRole("button", { name: "Add a rule" }).click();
  const rule = routing.getByRole("group", { name: /^Rule \d+$/ }).last();
  await rule.getByLabel("Name").fill(ruleName);
  await rule.getByLabel("When the lead's").selectOption({ label: "Service" });
  await rule.getByLabel("is", { exact: true }).fill(SERVICE);
  await rule.getByRole("checkbox", { name: salesName }).check();
  await routing.getByRole("button", { name: "Save routing" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Routing saved." })).toBeVisible();

  // Three visitors from the campaign: the service page's form in English; the contact page in
  // German and Arabic, where the campaign's link names the service (utm_service), as the site's
  // service links do (service pages are English only).
  const en = { name: /Full name/, email: /Work email/, decline: "Decline", send: "Send message" };
  const visitors: Visitor[] = [
    {
      locale: "en",
      name: "Ada Pipeline",
      email: `ada.pipeline.${id}@firma.example`,
      path: `/services/${SERVICE}`,
      form: "service-lead-form",
      words: { ...en, message: /How can we help/ },
      message: "We want to see where our data pipelines break before our reports do.",
      template: "First reply to an inquiry",
      subject: /^Your inquiry to Vantreo Data & AI$/,
      greeting: "Hello Ada",
    },
    {
      locale: "de",
      name: "Jana Pipeline",
      email: `jana.pipeline.${id}@firma.example`,
      path: `/de/contact?utm_service=${SERVICE}`,
      form: "contact-form",
      words: {
        name: /Vollständiger Name/,
        email: /Geschäftliche E-Mail-Adresse/,
        message: /Wie können wir Ihnen helfen/,
        decline: "Ablehnen",
        send: "Nachricht senden",
      },
      message: "Wir möchten die Datenqualität unserer Pipelines überwachen.",
      template: "Erste Antwort auf eine Anfrage",
      subject: /^Ihre Anfrage an Vantreo Data & AI$/,
      greeting: "Guten Tag Jana",
    },
    {
      locale: "ar",
      name: "ليلى حداد",
      email: `layla.pipeline.${id}@firma.example`,
      path: `/ar/contact?utm_service=${SERVICE}`,
      form: "contact-form",
      words: {
        name: /الاسم الكامل/,
        email: /البريد الإلكتروني للعمل/,
        message: /كيف يمكننا مساعدتكم/,
        decline: "رفض",
        send: "إرسال الرسالة",
      },
      message: "نريد مراقبة جودة البيانات في خطوط المعالجة لدينا.",
      template: "الرد الأول على استفسار",
      subject: /استفساركم لدى .?Vantreo Data & AI/,
      greeting: "تحية طيبة ليلى",
    },
  ];
  await Promise.all(visitors.map((visitor) => sendForm(browser, visitor, campaign)));

  // The desk: the salesperson's leads are exactly the three, each assigned by the rule.
  await owner.goto("/desk");
  await owner.getByRole("button", { name: "More filters" }).click();
  await owner.getByLabel("Owner", { exact: true }).selectOption({ label: salesName });
  await owner.getByRole("button", { name: "Apply filters" }).click();
  await expect(owner).toHaveURL(/[?&]owner=/);
  const inbox = owner.getByRole("table");
  for (const visitor of visitors)
    await expect(inbox.getByRole("link", { name: visitor.name, exact: true })).toHaveCount(1);
  await expect(inbox.getByRole("row")).toHaveCount(visitors.length + 1);
  const inboxUrl = owner.url();

  for (const visitor of visitors) {
    await owner.goto(inboxUrl);
    await owner.getByRole("table").getByRole("link", { name: visitor.name, exact: true }).click();
    await expect(owner.getByRole("heading", { level: 2, name: visitor.name })).toBeVisible();
    const history = owner.getByRole("region", { name: "History" });
    await expect(
      history.getByText(`Assigned to ${salesName} by the routing rule “${ruleName}”`),
    ).toBeVisible();
    // The lead kept the campaign it arrived with.
    await expect(owner.getByText(campaignName).first()).toBeVisible();

    // The owner answers with the template of the lead's language (preselected).
    const reply = owner.getByRole("region", { name: "Reply to the lead" });
    await expect(reply.getByLabel("Language of the reply")).toHaveValue(visitor.locale);
    await reply.getByLabel("Template").selectOption({ label: visitor.template });
    const useTemplate = reply.getByRole("button", { name: "Use template" });
    await expect(useTemplate).toBeEnabled();
    await useTemplate.click();
    await expect(reply.getByLabel("Subject")).toHaveValue(visitor.subject);
    await expect(reply.getByLabel("Text")).toHaveValue(new RegExp(visitor.greeting));
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(
      owner.getByText("Reply sent. It leaves through the mail outbox and is in the history."),
    ).toBeVisible();
    await expect(history.getByText(/^Reply sent: /)).toBeVisible();

    // The real SMTP server receives it in the lead's language; the lead answers the owner.
    const mail = await waitForMail(replyTo(visitor.email), `replying to ${visitor.email}`);
    expect(mail.subject).toMatch(visitor.subject);
    expect(mail.headers.get("content-language")).toBe(visitor.locale);
    expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual([ownerEmail]);
    expect(mail.text).toContain(visitor.greeting);

    // The English lead goes the whole way: contacted, qualified, won.
    if (visitor.locale === "en") {
      for (const [status, label] of [
        ["contacted", "Contacted"],
        ["qualified", "Qualified"],
        ["won", "Won"],
      ] as const) {
        await owner.getByLabel("Move to").selectOption(status);
        await owner.getByRole("button", { name: "Change status" }).click();
        await expect(owner.getByText(`Current status: ${label}`)).toBeVisible();
      }
    }
  }

  // The report by campaign: the campaign's row, its bar chart and the same figures as a table.
  await owner.goto("/desk/reports?by=utm_campaign");
  const breakdown = owner.getByRole("region", { name: "Leads by Campaign" });
  await expect(breakdown).toBeVisible();
  const chart = breakdown.getByRole("img", { name: /^Leads by Campaign\./ });
  await expect(chart.locator("canvas").first()).toBeAttached();
  const table = breakdown.getByRole("table", { name: "Leads, stages and values by Campaign" });
  const row = await rowByHeading(table, campaignName);
  expect(row).toMatchObject({
    Campaign: campaignName,
    Leads: "3",
    Contacted: "3",
    Qualified: "1",
    Won: "1",
    Lost: "0",
    "Contacted of leads": "100%",
    "Qualified of contacted": "33.3%",
    "Won of qualified": "100%",
    "Win rate": "100%",
  });

  // Its CSV file holds the campaign's row with plain figures.
  const [download] = await Promise.all([
    owner.waitForEvent("download"),
    breakdown
      .getByRole("link", { name: /^Download CSV\s*: Leads, stages and values by Campaign$/ })
      .click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
  const [header = "", ...lines] = csv.trimEnd().split("\r\n");
  const campaignLines = lines.filter((line) => line.startsWith(`${campaignName},`));
  expect(campaignLines).toHaveLength(1);
  // By column name (other columns may join): the figures as in the table, rates as fractions.
  const columns = header.split(",");
  const fields = (campaignLines[0] ?? "").split(",");
  const csvRow = Object.fromEntries(columns.map((column, index) => [column, fields[index]]));
  expect(csvRow).toMatchObject({
    Campaign: campaignName,
    Leads: "3",
    Contacted: "3",
    Qualified: "1",
    Won: "1",
    Lost: "0",
    "Contacted of leads": "1",
    "Win rate": "1",
  });
  expect(Number(csvRow["Qualified of contacted"])).toBeCloseTo(1 / 3);

  // The time to first contact: the salesperson's three leads, each answered within minutes.
  const firstContact = owner.getByRole("region", { name: "Time to first contact" });
  await expect(firstContact.getByRole("img").first()).toBeVisible();
  const byOwner = await rowByHeading(
    firstContact.getByRole("table", { name: "Time to first contact by owner" }),
    salesEmail,
  );
  expect(byOwner["Contacted leads"]).toBe("3");
  expect(byOwner.Median).toMatch(/^\d+(\.\d)? hr$/);
  expect(byOwner["90th percentile"]).toMatch(/^\d+(\.\d)? hr$/);
  expect(Number.parseFloat(byOwner["90th percentile"] ?? "")).toBeLessThan(1);
});
