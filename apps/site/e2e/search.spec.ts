import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, waitForIslands } from "./hydrated";

// The site search with the keyboard alone: open with Ctrl+K, type, move
// with the arrows, open a result with Enter. The dialog, cmdk and the index load on first use.

/** Loads a page and waits until it is interactive: the shortcut is wired by hydration. */
async function visit(page: Page, path: string) {
  await gotoHydrated(page, path);
}

/** The search dialog, by its translated name (the cookie banner is a dialog too). */
const searchDialog = (page: Page, name = "Search the site") => page.getByRole("dialog", { name });

/** Opens the search with the shortcut; the query field has focus. */
async function openSearch(page: Page, name?: string) {
  await page.keyboard.press("Control+K");
  const dialog = searchDialog(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox")).toBeFocused();
  return dialog;
}

test("Ctrl+K, a query, Arrow Down and Enter open a result and close the dialog", async ({
  page,
}) => {
  const indexRequests: string[] = [];
  const indexCaching: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/search-index.json")) indexRequests.push(request.url());
  });
  page.on("response", (response) => {
    if (response.url().endsWith("/search-index.json")) {
      indexCaching.push(response.headers()["cache-control"]);
    }
  });
  await visit(page, "/");
  // Nothing of the search is fetched before the visitor opens it.
  expect(indexRequests).toEqual([]);

  const dialog = await openSearch(page);
  await expect(dialog.getByRole("group", { name: "Quick actions" })).toBeVisible();
  await page.keyboard.type("rag");
  await expect(dialog.getByRole("status")).toHaveText("Searching...");
  const options = dialog.getByRole("option");
  await expect(options.first()).toContainText("RAG");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(dialog.locator("mark").first()).toHaveText(/rag/i);

  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/(services|insights)\/[a-z0-9-]+$/);
  await expect(searchDialog(page)).toBeHidden();
  expect(indexRequests).toHaveLength(1);
  // The result is its own page; the browser may keep the index for the next page's search.
  expect(indexCaching[0]).toMatch(/max-age=\d+/);

  // Opened again on the result's page: a fresh dialog with an empty query.
  await waitForIslands(page);
  await page.keyboard.press("Control+K");
  await expect(searchDialog(page).getByRole("combobox")).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
});

test("on /ar an Arabic query finds the Arabic service title, right to left", async ({ page }) => {
  await visit(page, "/ar");
  const dialog = await openSearch(page, "ابحثوا في الموقع");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(dialog.getByRole("combobox")).toHaveAttribute(
    "placeholder",
    "ابحثوا في الخدمات والمقالات ودراسات الحالة...",
  );
  await page.keyboard.type("الاسترجاع");
  const result = dialog.getByRole("option", { name: /بنية التوليد المعزّز بالاسترجاع/ });
  await expect(result).toBeVisible();
  // Marked in the title (and in the description, which says it too).
  await expect(result.locator("mark").first()).toHaveText("الاسترجاع");
  await expect(result).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  // Service pages exist in English only (spec section 2).
  await expect(page).toHaveURL(/\/services\/rag-architecture$/);
  await expect(searchDialog(page, "ابحثوا في الموقع")).toBeHidden();
});
