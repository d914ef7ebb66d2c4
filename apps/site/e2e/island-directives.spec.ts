import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./hydrated";

// The hydration directives of app/islands (data-hydrate): the header's search and languages
// hydrate on the first interaction and do what that first tap asked (the menu and the theme toggle
// beside them are static HTML that answer before any island); the footer newsletter hydrates when it
// scrolls into view; neither before.

const header = '[data-island="header-actions"]';
const newsletter = '[data-island="footer-newsletter"]';

test("the header's search hydrates on the first tap and opens on it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await waitForIslands(page);
  await expect(page.locator(header)).toHaveAttribute("data-hydrate", "interaction");
  await expect(page.locator(header)).not.toHaveAttribute("data-hydrated", "");
  await page.getByRole("button", { name: "Search the site" }).click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  await expect(page.locator(header)).toHaveAttribute("data-hydrated", "");
  expect(errors).toEqual([]);
});

test.describe("on a touch screen, before any island script has run", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  /** Holds the entry module back until `release()`; the page is parsed without any island. */
  async function holdIslands(page: Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    return release;
  }

  test("the menu and the theme toggle answer a tap at once, with no island (issue #37)", async ({
    page,
  }) => {
    // The page's own clock: when the tap reached it, and when the menu's popover opened.
    await page.addInitScript(() => {
      const times: { tap?: number; open?: number } = {};
      (window as unknown as { __tap: typeof times }).__tap = times;
      document.addEventListener("pointerdown", () => (times.tap ??= performance.now()), true);
      document.addEventListener(
        "toggle",
        (event) => {
          if ((event as ToggleEvent).newState === "open") times.open ??= performance.now();
        },
        true,
      );
    });
    const release = await holdIslands(page);
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    const { tap, open } = await page.evaluate(
      () => (window as unknown as { __tap: { tap: number; open: number } }).__tap,
    );
    // Answered within 500 ms of the tap, with every island script held back.
    expect(open - tap).toBeLessThan(500);
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
    await page.getByRole("button", { name: "Switch to light theme" }).tap();
    await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.locator(header)).not.toHaveAttribute("data-hydrated", "");
    release();
    // Once the islands have hydrated, the toggle still switches once per tap.
    await waitForIslands(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).tap();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test("a tap on search is not lost: it opens once the island has hydrated", async ({ page }) => {
    const release = await holdIslands(page);
    await page.getByRole("button", { name: "Search the site" }).tap();
    await expect(page.locator(header)).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
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
