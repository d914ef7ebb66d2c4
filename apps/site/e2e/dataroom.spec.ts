import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { sentTo, waitForMail } from "./support/mailbox";
import { totpCode } from "./support/staff-totp";
import { settleAnimations } from "./support/settle-animations";

// The data room end to end: request → follow the link mailed to the investor (the run's SMTP
// server) → approve in admin → enter code → read a document → revoke → refused, in Chromium
// against the real lead API; plus /investors (spec section 2), German and Arabic, and axe
// (WCAG 2.2 AA) on every data-room page.

const ADMIN_PASSWORD = process.env.E2E_DATAROOM_ADMIN_PASSWORD ?? "";
// The staff accounts the Playwright config made with the lead API's CLI, and their otpauth URIs.
const [JOURNEY_ADMIN = "", LOCALES_ADMIN = ""] = (process.env.E2E_DATAROOM_ADMINS ?? "").split(",");

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

function uniqueEmail(): string {
  return `e2e-investor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@fund.example`;
}

// The cookie banner greets each new browser context once (spec section 4).
const declined = new WeakSet<BrowserContext>();

/** Opens a page, waits for hydration (a submit button enabled) and declines cookies once. */
async function open(page: Page, path: string, ready: string = "button[type=submit]") {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeEnabled();
  if (declined.has(page.context())) return;
  await page.getByRole("button", { name: /^(Decline|Ablehnen|رفض)$/ }).click();
  declined.add(page.context());
}

/**
 * A request for access from the access page, verified by the link the lead API mails to `email`;
 * resolves back on the access page once the request has reached the console.
 */
async function requestAccess(page: Page, name: string, email: string) {
  await open(page, "/dataroom/access");
  const form = page.locator("form#dataroom-request");
  await form.getByLabel(/Full name/).fill(name);
  await form.getByLabel(/Work email/).fill(email);
  await form.getByLabel(/Firm/).fill("Peachtree Growth Partners");
  await form.getByLabel(/Message/).fill("Diligence for a growth-equity round.");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(/Please check your mailbox/)).toBeVisible();

  const mail = await waitForMail(
    (candidate) =>
      sentTo(candidate, email) &&
      candidate.headers.get("vantreo-mail-kind") === "dataroom-verification",
    `verifying the data-room request of ${email}`,
  );
  const link = /https?:\/\/\S+\/dataroom\/verify#token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0];
  expect(link, "the mail links to /dataroom/verify with the token in the fragment").toBeTruthy();
  await page.goto(link ?? "");
  await expect(page.locator("main").getByRole("status")).toHaveText(/^Your request is confirmed\./);
  await open(page, "/dataroom/access");
}

/** A page signed in as the staff administrator `email`: e-mail, password and TOTP code. */
async function adminPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  // A staff page: no cookie banner to answer, only the sign-in form to wait for.
  await page.goto("/dataroom/admin");
  await expect(page.locator("button[type=submit]").first()).toBeEnabled();
  await page.getByLabel(/Work email/).fill(email);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await page.getByLabel(/Authenticator code/).fill(totpCode(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return page;
}

/** Approves the request of `name` for `days` and returns the code shown once. */
async function approve(admin: Page, name: string, days: string): Promise<string> {
  await admin.getByLabel(`Days of access for ${name}`).fill(days);
  await admin.getByRole("button", { name: `Approve ${name}` }).click();
  const code = admin.locator("[data-issued-code] code");
  await expect(code).toHaveText(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  return (await code.textContent()) ?? "";
}

test.describe("the investor data room", () => {
  test("request, approve, enter the code, read under a watermark, revoke, refused", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = "Dana Whitfield";
    const email = uniqueEmail();
    const investor = await (await browser.newContext()).newPage();
    await requestAccess(investor, name, email);

    const admin = await adminPage(browser, JOURNEY_ADMIN);
    const row = admin
      .getByRole("region", { name: "Access requests, newest first" })
      .getByRole("row")
      .filter({ hasText: email });
    await expect(row).toContainText("Pending");
    const code = await approve(admin, name, "30");
    await admin.getByRole("button", { name: "Copy the code" }).click();
    await expect(admin.getByText("Code copied to the clipboard.")).toBeVisible();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(row).toContainText("Approved");

    // The investor opens the room with the code typed in lower case with spaces.
    await investor.getByLabel(/Access code/).fill(code.toLowerCase().replaceAll("-", " "));
    await investor.getByRole("button", { name: "Open the data room" }).click();
    await expect(investor).toHaveURL(/\/dataroom$/);
    await expect(investor.getByText(/^Signed in as/)).toContainText(email);
    const cookie = (await investor.context().cookies()).find((c) => c.name === "vdr_session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict" });

    await investor.getByRole("link", { name: "Read the document Company overview" }).click();
    await expect(investor).toHaveURL(/\/dataroom\/company-overview$/);
    await expect(investor.getByRole("heading", { level: 1 })).toHaveText("Company overview");
    const watermark = investor.locator("[data-watermark]");
    await expect(watermark).toHaveAttribute("aria-hidden", "true");
    expect(await watermark.locator("span").count()).toBeGreaterThanOrEqual(30);
    await expect(watermark.locator("span").first()).toHaveAttribute(
      "data-watermark-text",
      new RegExp(email.replaceAll(".", "\\.")),
    );
    // Generated content: the e-mail is on the page but not in its text, so it cannot be copied.
    expect(await watermark.innerText()).toBe("");
    expect(await watermark.evaluate((el) => getComputedStyle(el).userSelect)).toBe("none");
    await investor.emulateMedia({ media: "print" });
    await expect(watermark.locator("span").first()).toBeVisible();
    await investor.emulateMedia({ media: "screen" });

    // The view is in the access log; then the administrator revokes the investor.
    await admin.reload();
    const viewed = admin.locator('[data-audit-event="view"]').filter({ hasText: email });
    await expect(viewed.first()).toContainText("Company overview");
    await admin.getByRole("button", { name: `Revoke access of ${name}` }).click();
    await expect(admin.getByText(`Access of`)).toContainText("has been revoked");
    await expect(row).toContainText("Revoked");

    // The investor's session ended at once, and the revoked code is refused.
    await investor.reload();
    await expect(
      investor.getByRole("heading", { name: "This document needs an access code" }),
    ).toBeVisible();
    await expect(investor.getByText(/Company overview/)).toHaveCount(0);
    await investor.getByRole("link", { name: "Request access or enter your code" }).click();
    await expect(investor).toHaveURL(/\/dataroom\/access\?next=company-overview$/);
    await investor.getByLabel(/Access code/).fill(code);
    await investor.getByRole("button", { name: "Open the data room" }).click();
    await expect(investor.getByRole("alert")).toContainText("This access code is not valid.");
    await expect(investor.getByLabel(/Access code/)).toHaveValue(code);
  });

  test("/investors lands on /dataroom, replacing the history entry", async ({ page, browser }) => {
    await page.goto("/investors");
    await expect(page).toHaveURL(/\/dataroom$/);
    await page.goto("/ar/investors");
    await expect(page).toHaveURL(/\/ar\/dataroom$/);

    // A static host serves the page itself (no 301): its island redirects with replace, so
    // Back skips it.
    await open(page, "/dataroom/access");
    await page.goto("/investors/index.html");
    await expect(page).toHaveURL(/\/dataroom$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dataroom\/access$/);

    // Without JavaScript the prerendered page's meta refresh does the same.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto("/de/investors/index.html");
    await expect(noScript).toHaveURL(/\/de\/dataroom$/);
  });

  test("German and Arabic pages are translated, Arabic right to left", async ({ page }) => {
    await open(page, "/de/dataroom/access");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zugang zum Datenraum");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Einige Angaben fehlen oder sind ungültig.",
    );

    await open(page, "/ar/dataroom/access");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الوصول إلى غرفة البيانات");
    await page.getByRole("button", { name: "افتحوا غرفة البيانات" }).click();
    await expect(page.getByRole("textbox", { name: "رمز الوصول" })).toHaveAccessibleDescription(
      /أدخلوا رمز الوصول/,
    );

    await page.goto("/ar/dataroom");
    await expect(page.getByRole("heading", { name: "ما تحتويه غرفة البيانات" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Company overview" })).toBeVisible();
    await page.goto("/ar/dataroom/company-overview");
    await expect(page.getByRole("heading", { name: "يتطلب هذا المستند رمز وصول" })).toBeVisible();
  });

  test("every data-room page passes axe (WCAG 2.2 AA), in English and Arabic", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const axe = async (page: Page, label: string) => {
      await settleAnimations(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(violations.map((v) => `${label}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    };
    const visitor = await (await browser.newContext()).newPage();
    for (const prefix of ["", "/ar"]) {
      await open(visitor, `${prefix}/dataroom/access`);
      await axe(visitor, `${prefix}/dataroom/access`);
      await visitor.goto(`${prefix}/dataroom`);
      await expect(visitor.locator("ul li h3").first()).toBeVisible();
      await axe(visitor, `${prefix}/dataroom`);
      await visitor.goto(`${prefix}/dataroom/governance`);
      await expect(visitor.getByRole("alert")).toBeVisible();
      await axe(visitor, `${prefix}/dataroom/governance (no session)`);
      // The verification page of a link without a token.
      await visitor.goto(`${prefix}/dataroom/verify`);
      await expect(visitor.locator("main").getByRole("status")).toHaveAttribute(
        "data-outcome",
        "unknown",
      );
      await axe(visitor, `${prefix}/dataroom/verify`);
      await visitor.goto(`${prefix}/dataroom/admin`);
      await expect(visitor.getByRole("button", { name: /Sign in|تسجيل الدخول/ })).toBeVisible();
      await axe(visitor, `${prefix}/dataroom/admin (sign-in)`);
    }

    // With a session and an administrator: the document under its watermark, the console.
    const name = "Samir Haddad";
    const email = uniqueEmail();
    const investor = await (await browser.newContext()).newPage();
    await requestAccess(investor, name, email);
    const admin = await adminPage(browser, LOCALES_ADMIN);
    const code = await approve(admin, name, "7");
    await axe(admin, "/dataroom/admin (signed in, code shown)");
    await investor.getByLabel(/Access code/).fill(code);
    await investor.getByRole("button", { name: "Open the data room" }).click();
    await expect(investor).toHaveURL(/\/dataroom$/);
    for (const path of ["/dataroom/governance", "/ar/dataroom/governance", "/ar/dataroom"]) {
      await investor.goto(path);
      await expect(investor.locator("[data-document], ul li h3").first()).toBeVisible();
      await axe(investor, `${path} (session)`);
    }
  });
});
