/**
 * Issue 16, accessibility: axe on every prerendered page of every locale (and the not-found
 * pages), in both themes, with the WCAG 2.2 AA rules. A first visitor's view is checked:
 * hydrated, with the cookie banner open (it shows on every page until a choice is made).
 *
 * Speed (the whole e2e suite must stay within minutes on 2 cores):
 * - the dark theme (the default) runs every WCAG A/AA rule; the light theme changes colours
 *   only, so it runs the colour rules alone — the structure it would check is the same DOM;
 * - axe runs in legacy mode (one `axe.run` in the page, no extra page per analysis: the site
 *   has no iframes) and returns violations only;
 * - pages are shared out in interleaved chunks so both workers stay busy, each chunk reusing
 *   one tab and reporting every violation of all its pages in one message.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { chunks, everyPage } from "./site-pages";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA: the success criteria issue 16 asks for.
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The rules whose outcome depends on colours (SC 1.4.3 and 1.4.1).
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
// The key and the <html> classes of @vantreo/ui's theme (THEME_STORAGE_KEY, themeInitScript).
const THEME_STORAGE_KEY = "theme";
const THEMES = ["dark", "light"] as const;
const CHUNKS_PER_THEME = 8;

type Theme = (typeof THEMES)[number];

function axeFor(page: Page, theme: Theme): AxeBuilder {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  return theme === "dark" ? builder.withTags(WCAG_AA_TAGS) : builder.withRules(COLOUR_RULES);
}

/** One line per violated rule and element: page, rule, impact, target and axe's summary. */
async function violationsOf(page: Page, path: string, theme: Theme): Promise<string[]> {
  const { violations } = await axeFor(page, theme).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${path} [${violation.id}, ${violation.impact ?? "?"}] ${node.target.join(" ")}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, " "),
    ),
  );
}

/** Opens a page as a first visitor sees it: hydrated (the banner is client-only), in `theme`. */
async function visit(page: Page, path: string, theme: Theme) {
  await page.goto(path);
  await expect(page.getByTestId("cookie-banner")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Colours are measured once entrance transitions have ended (looping animations excepted).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [THEME_STORAGE_KEY, theme],
      );
    });

    const rules = theme === "dark" ? "WCAG 2.2 AA" : "colour contrast";
    chunks(everyPage(), CHUNKS_PER_THEME).forEach((paths, index) => {
      test(`pages ${index + 1}/${CHUNKS_PER_THEME} (${paths.length}) have no ${rules} violation`, async ({
        page,
      }) => {
        // Generous for a loaded 2-core machine; an idle one needs about a second a page.
        test.setTimeout(paths.length * 12_000);
        const problems: string[] = [];
        for (const path of paths) {
          // A page that fails to load is one finding; the chunk's other pages are still checked.
          try {
            await visit(page, path, theme);
            problems.push(...(await violationsOf(page, path, theme)));
          } catch (error) {
            problems.push(`${path}: not checked, ${String(error).split("\n")[0]}`);
          }
        }
        expect(problems, problems.join("\n")).toEqual([]);
      });
    });
  });
}
