import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

// Spec section 2: the header's theme toggle; dark is the default (spec: default
// theme dark); the choice persists and applies before first paint on the next page.
test("the theme toggle switches to light, persists across pages and reloads, and back", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.goto("/services");
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)light(\s|$)/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
});

test("a stored light theme applies before any bundle runs (no flash of the dark theme)", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  // Without the JavaScript bundles only the inline theme script in <head> can set the class.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/insights");
  await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
});

test("the toggle is labelled in German and Arabic", async ({ page }) => {
  await page.goto("/de");
  await expect(page.getByRole("button", { name: "Zum hellen Farbschema wechseln" })).toBeVisible();
  await page.goto("/ar");
  await expect(page.getByRole("button", { name: "التبديل إلى المظهر الفاتح" })).toBeVisible();
});

// Issue #37: the switch paints its colours at once. The controls' colour transitions are held off
// while it switches (app.css lists the transition utilities that animate a colour); a control with
// a colour transition the list misses would fade here, and this test names its property.
for (const path of ["/", "/de/services", "/ar/contact"]) {
  test(`the toggle starts no colour transition on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const faded = await page.evaluate(async () => {
      const started: string[] = [];
      document.addEventListener(
        "transitionrun",
        (event) => started.push(`${(event.target as Element).tagName} ${event.propertyName}`),
        true,
      );
      const root = document.documentElement;
      // A click without a pointer: no hover or press state of its own starts a transition.
      document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!.click();
      // The attribute is taken off after the switch's frame; transition events follow frames.
      for (let frame = 0; frame < 10 && root.hasAttribute("data-theme-switching"); frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        started,
        switching: root.hasAttribute("data-theme-switching"),
        theme: root.className,
      };
    });
    expect(faded).toEqual({ started: [], switching: false, theme: "light" });
  });
}
