import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { builtPages } from "./built-pages";

const pages = builtPages();

function expectedLocale(path: string): { lang: string; dir: string } {
  if (path === "/ar" || path.startsWith("/ar/")) return { lang: "ar", dir: "rtl" };
  if (path === "/de" || path.startsWith("/de/")) return { lang: "de", dir: "ltr" };
  return { lang: "en", dir: "ltr" };
}

test("the build prerenders the pages of every locale", () => {
  expect(pages.length).toBeGreaterThan(100);
  for (const path of [
    "/",
    "/de",
    "/ar",
    "/de/privacy",
    "/ar/privacy",
    "/privacy-policy",
    "/services/ai-security/model-risk-management",
  ]) {
    expect(pages).toContain(path);
  }
});

// Served HTML is checked without a browser: fast enough to cover every page in every locale.
test("every page answers 200 with one h1, its lang and dir, a branded title, a canonical and alternates", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const path of pages) {
    const res = await request.get(path);
    const html = await res.text();
    const { lang, dir } = expectedLocale(path);
    const h1s = html.match(/<h1\b/g)?.length ?? 0;
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    if (res.status() !== 200) problems.push(`${path}: status ${res.status()}`);
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    if (!html.includes(`<html lang="${lang}" dir="${dir}"`))
      problems.push(`${path}: lang/dir not ${lang}/${dir}`);
    if (!/<title>[^<]+ \| Vantreo Data &amp; AI<\/title>/.test(html))
      problems.push(`${path}: title without the brand suffix`);
    if (!noindex && !/<link rel="canonical" href="https:\/\/www\.vantreo\.com[^"]*"/.test(html))
      problems.push(`${path}: no canonical`);
    if (!noindex && !/<link rel="alternate" hrefLang="x-default"/.test(html))
      problems.push(`${path}: no x-default alternate`);
  }
  expect(problems).toEqual([]);
});

test("German and Arabic pages list their siblings as hreflang alternates", async ({ request }) => {
  const html = await (await request.get("/de/privacy")).text();
  expect(html).toContain('hrefLang="en" href="https://www.vantreo.com/privacy-policy"');
  expect(html).toContain('hrefLang="ar" href="https://www.vantreo.com/ar/privacy"');
  expect(html).toContain('hrefLang="de-DE" href="https://de.vantreo.com/de/privacy"');
});

test("pages hydrate in Chromium without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of [
    "/",
    "/de",
    "/ar",
    "/services",
    "/insights/enterprise-ai-trust-scale",
    "/ar/atlanta-data-experts",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(errors).toEqual([]);
});

test("an unknown path gets the not-found page with a 404 status, in its locale", async ({
  page,
}) => {
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  const arabic = await page.goto("/ar/missing");
  expect(arabic?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the language switch keeps the query and falls back to the locale's home", async ({
  page,
}) => {
  await gotoHydrated(page, "/about?utm_source=newsletter");
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/about\?utm_source=newsletter$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await gotoHydrated(page, "/insights?x=1");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\?x=1$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the site menu opens as a panel, locks scroll, and closes on navigation", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Site menu" });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await dialog.getByText("Company", { exact: true }).click();
  await dialog.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(dialog).toBeHidden();
});
