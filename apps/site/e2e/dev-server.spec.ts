import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

// Development equals production: `react-router dev` renders the same islands as the build
// (same names, directives, props and markup) and hydrates them in the browser without errors.

const devPort = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_SITE_PORT) + 2);
const dev = `http://127.0.0.1:${devPort}`;
const siteRoot = fileURLToPath(new URL("../", import.meta.url));
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    "node_modules/.bin/react-router",
    ["dev", "--host", "127.0.0.1", "--port", String(devPort), "--strictPort"],
    { cwd: siteRoot, stdio: "ignore", detached: false },
  );
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${dev}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dev server did not answer on ${dev}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

/** Each island of the page as its name, directive, props and markup (id prefixes aside). */
async function islands(page: Page) {
  return page.locator("vantreo-island").evaluateAll((elements) =>
    elements.map((element) => {
      const { island, hydrate, props } = (element as HTMLElement).dataset;
      return { island, hydrate, props, html: element.innerHTML };
    }),
  );
}

for (const path of ["/", "/de/contact"]) {
  test(`${path} has the same islands in development as in the build, and they hydrate`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The static HTML, before any script runs.
    const built = await browser.newContext({ javaScriptEnabled: false });
    const builtPage = await built.newPage();
    await builtPage.goto(path);
    const expected = await islands(builtPage);
    await built.close();
    expect(expected.length).toBeGreaterThan(0);

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const devPage = await plain.newPage();
    await devPage.goto(`${dev}${path}`);
    expect(await islands(devPage)).toEqual(expected);
    await plain.close();

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${dev}${path}`);
    await page.locator('html[data-islands="hydrated"]').waitFor({ state: "attached" });
    // An interaction island hydrates in development as in production: on the first touch.
    await page.getByRole("button", { name: /Search the site|Website durchsuchen/ }).click();
    // The dev server transforms the island's modules on this first request: give it time.
    await expect(page.locator('[data-island="header-actions"]')).toHaveAttribute(
      "data-hydrated",
      "",
      { timeout: 30_000 },
    );
    expect(errors).toEqual([]);
  });
}
