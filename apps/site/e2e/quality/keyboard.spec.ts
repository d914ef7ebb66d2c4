/**
 * Keyboard-only journeys not covered elsewhere (e2e/search.spec.ts opens the search
 * with Ctrl+K and e2e/tools.spec.ts walks the tools): the cookie banner, the site menu, the
 * header's search button and the contact form, with Tab, Shift+Tab, Enter, Space, the arrows and
 * Escape only — no click, no focus() call, so each control is proven reachable in the tab order
 * (WCAG 2.1.1, 2.4.3, 3.3.1).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../hydrated";

/** The lead API flags a form sent sooner than this after it was shown (LEAD_API_MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(
    target,
    `not reached with ${max} presses of ${back ? "Shift+" : ""}Tab`,
  ).toBeFocused();
}

/** A first visit: the banner takes focus; Tab to Decline and Enter dismiss it. */
async function declineCookiesWithTheKeyboard(page: Page) {
  const banner = page.getByTestId("cookie-banner");
  // It appears once the page has hydrated and its chunk has loaded: slow on a busy CI machine.
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await tabTo(page, banner.getByRole("button", { name: "Decline" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
}

test("the menu: Tab to it, Enter opens it, Escape gives focus back, Enter on a group and a link navigates", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await declineCookiesWithTheKeyboard(page);
  // Focus went back to the main content; the menu button is above it, in the header.
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, menuButton, { back: true });
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu).toBeVisible();
  await expect(menu.locator(":focus")).toHaveCount(1);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  // The groups are <details>: Enter on a group's summary opens it.
  const company = menu.locator("summary", { hasText: "Company" });
  await tabTo(page, company);
  await page.keyboard.press("Enter");
  await expect(
    menu.locator("details").filter({ has: page.locator("summary", { hasText: "Company" }) }),
  ).toHaveAttribute("open", "");
  await tabTo(page, menu.getByRole("link", { name: "Careers" }), { max: 10 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu).toBeHidden();
});

test("the search: Tab to the header's button, Enter, a query, Enter opens the first result", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await declineCookiesWithTheKeyboard(page);
  const searchButton = page.getByRole("button", { name: "Search the site" });
  await tabTo(page, searchButton, { back: true });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("governance");
  const first = dialog.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  const title = (await first.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(title).toMatch(/governance/i);
});

test("the contact form: an empty send lists the errors, each error link leads to its field, then the form is sent", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  await declineCookiesWithTheKeyboard(page);
  const form = page.locator("form#contact-form");
  const send = form.getByRole("button", { name: "Send message" });

  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const alert = form.getByRole("alert").filter({ hasText: "Please correct the form errors" });
  await expect(alert).toBeFocused();
  const name = form.getByLabel(/Full name/);
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // The first error links to the name field.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(name).toBeFocused();
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(/Work email/)).toBeFocused();
  await page.keyboard.type(`e2e-keyboard-${Date.now()}@example.com`);
  await tabTo(page, form.getByLabel(/How can we help/), { max: 4 });
  await page.keyboard.type("We want a private LLM next to our data warehouse.");
  const consent = form.getByRole("checkbox");
  await tabTo(page, consent, { max: 4 });
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();

  await page.waitForTimeout(MIN_FILL_MS);
  await tabTo(page, send, { max: 4 });
  await page.keyboard.press("Enter");
  // The thank-you replaces the form in the page; the same words also arrive as a toast.
  const thanks = page
    .locator("#main-content")
    .getByText("Thank you! We will be in touch within one business day.");
  await expect(thanks).toBeVisible();
  // The thank-you takes focus, so a screen reader announces it and Tab continues from there.
  await expect(page.locator("[tabindex='-1']:focus", { hasText: "Thank you!" })).toHaveCount(1);
});
