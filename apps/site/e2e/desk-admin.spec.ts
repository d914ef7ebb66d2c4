import AxeBuilder from "@axe-core/playwright";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { URI } from "otpauth";
import { sentTo, waitForMail } from "./support/mailbox";
import { settleAnimations } from "./support/settle-animations";

// The desk's administration pages against the real lead API in Chromium: an owner invites a
// staff member (confirmed with a fresh code of their own; never a password or a secret); the
// invitee opens the mailed link, sets their own password and authenticator, signs in, marks a
// /data-rights request answered, cannot export or erase for another until its requester follows
// the link of the receipt, then has the export mailed to them and erases them; an owner opens a
// written mail; and axe (WCAG 2.2 AA) finds nothing on /desk/privacy, /desk/staff, /desk/mail,
// /desk/account and /desk/welcome, dark and light.

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PASSWORD = "e2e-desk-admin-password-for-the-local-run-only";
/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
// The data folder playwright.config.ts gives the e2e lead API; the CLI writes to the same store.
const LEAD_API_DATA = join(tmpdir(), `vantreo-e2e-lead-api-${process.env.E2E_API_PORT ?? 8887}`);
const STAFF_CLI = new URL("../../lead-api/dist/staff-cli.js", import.meta.url).pathname;

const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * A staff account made as an operator makes one (the lead API's CLI, password on stdin), with
 * its own e-mail per test so parallel tests never present the same TOTP code twice. Returns the
 * otpauth URI the CLI prints once.
 */
function addStaff(email: string, roles: string, dataDir = LEAD_API_DATA): string {
  const run = spawnSync(
    process.execPath,
    [STAFF_CLI, "add", "--email", email, "--name", "E2E Owner", "--roles", roles],
    {
      input: `${PASSWORD}\n`,
      encoding: "utf8",
      env: { ...process.env, LEAD_API_DATA_DIR: dataDir },
    },
  );
  const uri = /^otpauth:\/\/\S+$/m.exec(run.stdout ?? "")?.[0];
  if (run.status !== 0 || !uri) throw new Error(`staff:add ${email} failed: ${run.stderr}`);
  return uri;
}

/**
 * Opens a desk page in a fresh context and signs in with e-mail, password and TOTP code (the
 * code of `Date.now() + offsetMs`: the next step's, when this step's code was just used).
 */
async function signedIn(browser: Browser, path: string, email: string, uri: string, offsetMs = 0) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  // A staff page shows no cookie banner; the sign-in form answers once it has hydrated.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.getByLabel(/Work email/).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page
    .getByLabel(/Authenticator code/)
    .fill(URI.parse(uri).generate({ timestamp: Date.now() + offsetMs }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  return page;
}

/** Sends the /data-rights form as a visitor; resolves once the API stored the request. */
async function requestErasure(browser: Browser, name: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/data-rights");
  const form = page.locator("form#data-rights-form");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
  await form.getByLabel(/Full name/).fill(name);
  await form.getByLabel(/Email address/).fill(email);
  await form.getByRole("radio", { name: /Deletion/ }).check();
  await form.getByLabel(/Details/).fill("Please delete everything you hold about me.");
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.locator("#main-content").getByText("Request received")).toBeVisible();
  await page.context().close();
}

/**
 * axe (WCAG 2.2 AA) on the page as it is, in its current theme and the other one. The mails' own
 * HTML (sandboxed frames that run no script, so no axe either) is what the recipient gets, not
 * the desk's markup; the frames themselves are checked (frame-title).
 */
async function expectNoAxeViolations(page: Page, label: string) {
  const found: string[] = [];
  for (const theme of ["dark", "light"] as const) {
    // What the theme toggle does (@vantreo/ui's applyTheme), then colour transitions settle.
    await page.evaluate((value) => {
      const root = document.documentElement;
      root.classList.remove("dark", "light");
      root.classList.add(value);
      root.style.colorScheme = value;
    }, theme);
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_22_AA)
      .setLegacyMode(true)
      .options({ iframes: false })
      .analyze();
    found.push(...violations.map((v) => `${label} (${theme}): ${v.id} ${v.nodes[0]?.target}`));
  }
  expect(found).toEqual([]);
}

/** The verification link of the receipt mailed to `email` (by the run's SMTP server). */
async function verificationLink(email: string): Promise<string> {
  const pattern = /https?:\/\/[^\s"<>]+\/data-rights\/verify#token=[A-Za-z0-9_-]+/;
  const mail = await waitForMail(
    (candidate) => sentTo(candidate, email) && pattern.test(candidate.text ?? ""),
    `with the verification link to ${email}`,
  );
  return pattern.exec(mail.text ?? "")?.[0] ?? "";
}

/**
 * Calls the desk's export or erase of `email`'s request from the signed-in officer's page, as a
 * script could with the session (the buttons are disabled while the request is unverified).
 */
async function privacyCall(page: Page, email: string, action: "export" | "erase") {
  return page.evaluate(
    async ({ email, action }) => {
      const list = (await (await fetch("/v1/desk/privacy/requests?status=open")).json()) as {
        requests: { id: string; email: string }[];
      };
      const id = list.requests.find((request) => request.email === email)?.id ?? "none";
      const session = (await (await fetch("/v1/staff/session")).json()) as { csrfToken: string };
      const response = await fetch(`/v1/desk/privacy/requests/${id}/${action}`, {
        method: "POST",
        headers: { "X-CSRF-Token": session.csrfToken },
      });
      const body = (await response.json()) as { error?: { code: string } };
      return { status: response.status, code: body.error?.code ?? null };
    },
    { email, action },
  );
}

/** The request row of `email` in the privacy queue. */
const requestRow = (page: Page, email: string) =>
  page.getByRole("row").filter({ has: page.getByText(email, { exact: true }) });

test("an owner invites a privacy officer by mail, who sets up their own account, answers one request and erases another person", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = `${unique("owner")}@vantreo.test`;
  const ownerUri = addStaff(ownerEmail, "owner");
  const owner = await signedIn(browser, "/desk/staff", ownerEmail, ownerUri);

  // Invite: no password field; the owner confirms with a fresh code of their own (the next
  // step's: this step's code signed them in and is spent) and sees no secret.
  const officerEmail = `${unique("privacy")}@vantreo.test`;
  const invite = owner.getByRole("form", { name: "Invite a staff member" });
  await invite.getByLabel(/Work email/).fill(officerEmail);
  await invite.getByLabel(/Display name/).fill("Pia Privacy");
  await invite.getByRole("checkbox", { name: "Privacy" }).check();
  await expect(invite.getByLabel(/password/i)).toHaveCount(0);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const stepUp = owner.getByRole("dialog");
  await stepUp
    .getByLabel(/Code from your authenticator app/)
    .fill(URI.parse(ownerUri).generate({ timestamp: Date.now() + 30_000 }));
  await stepUp.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText(/The invitation was sent to/)).toBeVisible();
  await expect(owner.getByText(/otpauth/)).toHaveCount(0);

  // The invitee's mail carries the single-use link; they set their own password and authenticator.
  const mail = await waitForMail(
    (m) => sentTo(m, officerEmail) && m.subject === "Your invitation to the Vantreo staff pages",
    `inviting ${officerEmail}`,
  );
  const token = /\/desk\/welcome#token=([\w%-]+)/.exec(mail.text ?? "")?.[1] ?? "";
  expect(token).not.toBe("");
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(`/desk/welcome#token=${token}`);
  await expect(invitee.getByRole("heading", { name: "Welcome, Pia Privacy" })).toBeVisible();
  await expect(
    invitee.getByRole("img", { name: "QR code for the authenticator app" }),
  ).toBeVisible();
  await expectNoAxeViolations(invitee, "/desk/welcome");
  const uri = (await invitee.getByTestId("enrolment-uri").textContent()) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  await invitee.getByLabel(/New password/).fill(PASSWORD);
  await invitee.getByLabel(/Code from your authenticator app/).fill(URI.parse(uri).generate());
  await invitee.getByRole("button", { name: "Finish setup" }).click();
  await expect(invitee.getByText(/Your account is ready/)).toBeVisible();
  // The link works once.
  const again = await invitee.context().newPage();
  await again.goto(`/desk/welcome#token=${token}`);
  await expect(again.getByRole("alert")).toContainText("This link was already used.");
  await invitee.context().close();
  await owner.reload();
  await expect(owner.getByRole("cell", { name: officerEmail })).toBeVisible();

  // Two visitors ask; the new officer signs in with their own password and authenticator (the
  // next step's code: the enrolment spent this one).
  const answered = `${unique("answered")}@example.com`;
  const erased = `${unique("erased")}@example.com`;
  await requestErasure(browser, "Grace Answered", answered);
  await requestErasure(browser, "Katherine Erased", erased);
  const officer = await signedIn(browser, "/desk/privacy", officerEmail, uri, 30_000);

  await expect(requestRow(officer, answered)).toContainText(/On time|Due within 7 days/);
  await requestRow(officer, answered).getByRole("button", { name: "Mark answered" }).click();
  await expect(officer.getByText("The request was marked answered.")).toBeVisible();
  await expect(requestRow(officer, answered)).toHaveCount(0);

  // Unverified: the queue says so, the buttons wait, and the API refuses both actions.
  const row = requestRow(officer, erased);
  await expect(row).toContainText("Not verified");
  await expect(row.getByRole("button", { name: "Send export" })).toBeDisabled();
  await expect(row.getByRole("button", { name: "Erase…" })).toBeDisabled();
  for (const action of ["export", "erase"] as const)
    expect(await privacyCall(officer, erased, action)).toEqual({ status: 409, code: "unverified" });
  // The override asks for a written reason in a dialog; cancelled here, nothing is recorded.
  await row.getByRole("button", { name: "Override…" }).click();
  const override = officer.getByRole("dialog");
  await expect(override.getByRole("textbox", { name: /Reason/ })).toBeVisible();
  await expectNoAxeViolations(officer, "/desk/privacy (override dialog)");
  await override.getByRole("button", { name: "Cancel" }).click();
  await expect(override).toHaveCount(0);

  // The requester follows the link of the receipt.
  const link = await verificationLink(erased);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.locator("main").getByRole("status")).toHaveText(
    "Thank you: your request is confirmed. We will act on it and answer you by email.",
  );
  await visitor.context().close();

  // Verified: the export goes by mail to the request's address, with the JSON attached.
  await officer.reload();
  await expect(row).toContainText("Verified");
  await row.getByRole("button", { name: "Send export" }).click();
  await expect(
    officer.getByText("The export is being sent by email to the address of the request."),
  ).toBeVisible();
  const exportMail = await waitForMail(
    (mail) => sentTo(mail, erased) && mail.attachments.length > 0,
    `with the export to ${erased}`,
  );
  const [attachment] = exportMail.attachments;
  expect(attachment?.filename).toBe("personal-data-export.json");
  expect(JSON.parse(attachment?.content.toString("utf8") ?? "{}")).toMatchObject({
    email: erased,
  });

  await row.getByRole("button", { name: "Erase…" }).click();
  const dialog = officer.getByRole("alertdialog");
  await expect(dialog).toContainText("Katherine Erased");
  await expect(dialog).toContainText(erased);
  await expect(dialog).toContainText("This cannot be undone.");
  await expectNoAxeViolations(officer, "/desk/privacy (erase dialog)");
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(officer.getByText("The person's data was erased.")).toBeVisible();
  await expect(requestRow(officer, erased)).toHaveCount(0);

  // The queue's radios follow the URL: the click changes it and the radio is checked once the
  // router has committed that, in a transition, so `check()` (which reads the state right after its
  // click) lost that race on a loaded machine.
  const answeredFilter = officer.getByRole("radio", { name: "Answered" });
  await answeredFilter.click();
  await expect(answeredFilter).toBeChecked();
  await expect(requestRow(officer, answered)).toContainText("Answered");
  await expect(requestRow(officer, erased)).toHaveCount(0);
});

// The run's lead API sends by SMTP (to e2e/support/smtp-mailbox.mjs), so its mail list is empty
// by design. The mail page's list is what `npm start` gives: a lead API without an SMTP URL, which
// writes every mail as an .eml file. This describe starts one, with a site server in front, on the
// next ports after the run's own.
test.describe("a lead API without SMTP", () => {
  const sitePort = Number(process.env.E2E_SITE_PORT ?? 4273) + 2;
  const apiPort = Number(process.env.E2E_API_PORT ?? 8887) + 2;
  const dataDir = join(tmpdir(), `vantreo-e2e-desk-mail-${apiPort}`);
  const base = `http://127.0.0.1:${sitePort}`;
  const servers: ChildProcess[] = [];

  async function until(url: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} did not answer`);
  }

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const env = {
      ...process.env,
      LEAD_API_PORT: String(apiPort),
      LEAD_API_DATA_DIR: dataDir,
      LEAD_API_SITE_ORIGINS: base,
      LEAD_API_TRUSTED_PROXIES: "127.0.0.1,::1",
      LEAD_API_RATE_LIMIT: "1000",
      LEAD_API_SIGN_IN_RATE_LIMIT: "1000",
      LEAD_API_LOG_LEVEL: "warn",
    };
    servers.push(spawn(process.execPath, ["../lead-api/dist/server.js"], { env, stdio: "ignore" }));
    servers.push(
      spawn(process.execPath, ["server/serve.mjs"], {
        env: { ...process.env, PORT: String(sitePort), LEAD_API_PORT: String(apiPort) },
        stdio: "ignore",
      }),
    );
    await until(`http://127.0.0.1:${apiPort}/healthz`);
    await until(`${base}/`);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an owner opens a written mail: its parts, the HTML in a sandboxed frame; axe in both themes", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A contact lead: the relay writes the sales notification and the acknowledgement as .eml files.
    const visitor = `${unique("mail")}@example.com`;
    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await page.goto("/contact");
    const form = page.locator("form#contact-form");
    await expect(form.locator("button[type=submit]")).toBeEnabled();
    await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
    await form.getByLabel(/Full name/).fill("Ada Lovelace");
    await form.getByLabel(/Work email/).fill(visitor);
    await form.getByRole("checkbox").check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("form#contact-form")).toHaveCount(0);

    const ownerEmail = `${unique("mail-owner")}@vantreo.test`;
    const uri = addStaff(ownerEmail, "owner", dataDir);
    const owner = await signedIn(browser, `${base}/desk/mail`, ownerEmail, uri);
    const row = owner.getByRole("row").filter({ has: owner.getByText(visitor, { exact: true }) });
    // The relay sends on its own schedule: reload until the mail is written.
    await expect(async () => {
      await owner.reload();
      await expect(row).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText("Acknowledgement to the visitor");
    await expect(owner.getByText("New-lead notification").first()).toBeVisible();
    await expectNoAxeViolations(owner, "/desk/mail (list)");

    await row.getByRole("button", { name: /^Open/ }).click();
    const mail = owner.getByRole("article");
    await expect(mail.getByRole("heading", { level: 3 })).toBeFocused();
    await expect(mail.getByText(/Ada/).first()).toBeVisible();
    const frame = mail.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame.contentFrame().locator("html")).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(owner, "/desk/mail (a mail)");
    await mail.getByRole("button", { name: "Back to the list" }).click();
    await expect(row).toBeVisible();
  });
});

test("the privacy, staff, mail and account pages pass axe (WCAG 2.2 AA) in both themes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = `${unique("axe-owner")}@vantreo.test`;
  const page = await signedIn(browser, "/desk/staff", ownerEmail, addStaff(ownerEmail, "owner"));
  // Each page once its data is there: the owner's row, the request filter, the template choice.
  const ready: [string, () => Locator][] = [];
  for (const prefix of ["", "/ar"]) {
    ready.push([`${prefix}/desk/privacy`, () => page.getByRole("radio").first()]);
    ready.push([`${prefix}/desk/staff`, () => page.getByRole("cell", { name: ownerEmail })]);
    ready.push([`${prefix}/desk/mail`, () => page.getByRole("combobox").first()]);
    ready.push([`${prefix}/desk/account`, () => page.locator("form#desk-password")]);
  }
  for (const [path, loaded] of ready) {
    await page.goto(path);
    await expect(loaded()).toBeVisible();
    await expect(page.locator(`main p[role="status"]`)).toHaveCount(0);
    await expectNoAxeViolations(page, path);
  }
});
