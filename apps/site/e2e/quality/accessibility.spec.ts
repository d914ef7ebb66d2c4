/**
 * Accessibility: axe on every prerendered page of every locale (and the not-found
 * pages), in both themes, with the WCAG 2.2 AA rules. A first visitor's view is checked:
 * hydrated, with the cookie banner open (it shows on every page until a choice is made).
 *
 * Speed (the whole e2e suite must stay within minutes on 2 cores), one visit per page:
 * - in the dark theme (the default) every WCAG A/AA rule runs;
 * - then the page's own theme toggle switches it to light (the class on <html>, as a stored
 *   "light" would at load) and only the colour rules run again: the structure is the same DOM;
 * - axe runs in legacy mode (one `axe.run` in the page, no extra page per analysis: the site
 *   has no iframes) and returns violations only;
 * - pages are shared out in interleaved chunks so both workers stay busy; each chunk reuses one
 *   tab and reports every violation of all its pages in one message.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LOCALE_PREFIX_PATTERN } from "@vantreo/i18n";
import { chunks, everyPage } from "./site-pages";
import { settleAnimations } from "../support/settle-animations";
import { waitForIslands } from "../hydrated";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA: the success criteria the site is held to (WCAG 2.2 AA).
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The rules whose outcome depends on colours (SC 1.4.3 and 1.4.1).
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
// The key of @vantreo/ui's theme (THEME_STORAGE_KEY); its themeInitScript reads it before paint.
const THEME_STORAGE_KEY = "theme";
const CHUNKS = 8;
// The pages whose route declares the staff shell (STAFF_PAGE in app/components/shell/shell-kind.ts).
const STAFF_PAGE = new RegExp(`^(?:${LOCALE_PREFIX_PATTERN})?/(?:desk|dataroom/admin)(?:/|$)`);

type Theme = "dark" | "light";

/** One line per violated rule and element: page, theme, rule, impact, target, axe's summary. */
async function violationsOf(page: Page, path: string, theme: Theme): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  const { violations } = await (
    theme === "dark" ? builder.withTags(WCAG_AA_TAGS) : builder.withRules(COLOUR_RULES)
  ).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${path} (${theme}) [${violation.id}, ${violation.impact ?? "?"}] ${node.target.join(" ")}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, " "),
    ),
  );
}

/** Waits until `theme` is on <html> and colour transitions have ended (loops excepted). */
async function settle(page: Page, theme: Theme) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await settleAnimations(page);
}

/** Both themes of one page: dark as loaded, then light through the header's theme toggle. */
async function checkPage(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  if (STAFF_PAGE.test(path)) {
    // Staff pages (the desk, the data room's admin console) run no trackers, so they ask for no
    // consent: their forms are checked once hydrated.
    await waitForIslands(page);
  } else {
    // The banner appears once the page has hydrated and its chunk has loaded.
    await expect(page.getByTestId("cookie-banner")).toBeVisible({ timeout: 15_000 });
  }
  await settle(page, "dark");
  const dark = await violationsOf(page, path, "dark");
  await page.locator('[data-slot="theme-toggle"]').click();
  await settle(page, "light");
  return [...dark, ...(await violationsOf(page, path, "light"))];
}

test.beforeEach(async ({ context }) => {
  // Every page starts as a first visit in the default (dark) theme, although the toggle on the
  // previous page saved "light".
  await context.addInitScript((key) => window.localStorage.removeItem(key), THEME_STORAGE_KEY);
});

chunks(everyPage(), CHUNKS).forEach((paths, index) => {
  test(`pages ${index + 1}/${CHUNKS} (${paths.length}) have no WCAG 2.2 AA violation, dark or light`, async ({
    page,
  }) => {
    // Generous for a loaded 2-core machine; an idle one needs about a second a page.
    test.setTimeout(paths.length * 15_000);
    const problems: string[] = [];
    for (const path of paths) {
      // A page that fails to load is one finding; the chunk's other pages are still checked.
      try {
        problems.push(...(await checkPage(page, path)));
      } catch (error) {
        problems.push(`${path}: not checked, ${String(error).split("\n")[0]}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
