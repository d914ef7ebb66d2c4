import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

// Each tool completed with the keyboard alone gives the expected result
// for a known input. The expected figures are worked out by hand in the comments.

test("the ROI calculator, keyboard only: 100 people × 3 h × 48 weeks × $85 × 60 % = $734,400 a year", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/ai-roi-calculator");
  await page.focus("#roi-teamSize");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("100");
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-metric="annual-benefit"] dd').first()).toHaveText(/734,400/);
  await expect(page).toHaveURL(/team=100/);
});

test("the data maturity assessment, keyboard only: answers averaging 2.7 land in Defined", async ({
  page,
}) => {
  await gotoHydrated(page, "/tools/data-maturity-assessment");
  await page.getByRole("button", { name: "Start the assessment" }).focus();
  await page.keyboard.press("Enter");
  // Six dimensions of four questions; dimension means 1.5, 2.25, 3.25, 3.5, 1.25, 4.5 → 2.71 → "2.7".
  for (const digits of ["1221", "2223", "3334", "4433", "1112", "5454"]) {
    for (const [question, digit] of [...digits].entries()) {
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      for (let k = 1; k < Number(digit); k++) await page.keyboard.press("ArrowRight");
      if (question === 3) await page.keyboard.press("Enter");
    }
  }
  await expect(page.getByTestId("maturity-level")).toHaveText(/Defined/);
});

test("the trust assessment, keyboard only: factors 2, 3, 2, 2 total 9 of 12, Conditional", async ({
  page,
}) => {
  await gotoHydrated(page, "/trust-assessment");
  await page.locator('input[name="system"]').focus();
  await page.keyboard.type("Customer-service reply assistant");
  // Radio order per factor is 1, 2, 3, then "no evidence" (0).
  const order = [1, 2, 3, 0];
  for (const score of [2, 3, 2, 2]) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    for (let k = 0; k < order.indexOf(score); k++) await page.keyboard.press("ArrowDown");
  }
  await expect(page.getByTestId("trust-band")).toHaveText(/Conditional/);
  await expect(page).toHaveURL(/scores=2322/);
});
