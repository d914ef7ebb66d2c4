import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until its `load` and `idle` islands have hydrated (`<html
 * data-islands="hydrated">`): their scripts start after the largest contentful paint, so a click right after
 * `goto` can reach static HTML that does not react yet. `visible` and `interaction` islands
 * hydrate later (each gets `data-hydrated`).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Waits until the current page's `load` and `idle` islands have hydrated. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.locator('html[data-islands="hydrated"]').waitFor({ state: "attached" });
}
