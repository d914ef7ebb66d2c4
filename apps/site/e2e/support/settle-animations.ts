import type { Page } from "@playwright/test";

/**
 * Resolves when the page's finite animations and transitions have ended. A theme switch fades
 * colours (`transition-colors`), and axe measuring contrast mid-fade reports colours no visitor
 * sees at rest; endless animations (a spinner) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
