import { expect, test } from "@playwright/test";

test("the home page loads in Chromium without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the lead API answers its health check", async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${process.env.E2E_API_PORT ?? 8887}/healthz`);
  expect(res.status()).toBe(200);
});

test("an unknown path gets the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
