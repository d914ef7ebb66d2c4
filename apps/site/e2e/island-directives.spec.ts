import { expect, test } from "@playwright/test";
import { waitForIslands } from "./hydrated";

// The hydration directives of app/islands (data-hydrate): the header's actions hydrate on the
// first interaction and do what that first tap asked; the footer newsletter hydrates when it
// scrolls into view; neither before.

const header = '[data-island="header-actions"]';
const newsletter = '[data-island="footer-newsletter"]';

test("the header menu hydrates on the first tap and opens on it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForIslands(page);
  await expect(page.locator(header)).toHaveAttribute("data-hydrate", "interaction");
  await expect(page.locator(header)).not.toHaveAttribute("data-hydrated", "");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  await expect(page.locator(header)).toHaveAttribute("data-hydrated", "");
  expect(errors).toEqual([]);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a tap on the menu before any island script has run is not lost", async ({ page }) => {
    // Hold the entry module back until the tap has happened.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator(header)).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  });
});

test("the footer newsletter hydrates when it scrolls into view, not before", async ({ page }) => {
  await page.goto("/about");
  await waitForIslands(page);
  await expect(page.locator(newsletter)).toHaveAttribute("data-hydrate", "visible");
  // Idle time for anything that would hydrate it early to have done so.
  await page.waitForTimeout(500);
  await expect(page.locator(newsletter)).not.toHaveAttribute("data-hydrated", "");
  await page.locator("form#newsletter").scrollIntoViewIfNeeded();
  await expect(page.locator(newsletter)).toHaveAttribute("data-hydrated", "");
});
