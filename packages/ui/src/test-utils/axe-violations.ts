import axe from "axe-core";

/**
 * Runs axe-core on a rendered node (the whole body by default, so portalled dialogs count) and
 * returns the violated rules as "id: help", so a failing test names the rule.
 * Turned off here, with reasons:
 * - colour contrast is checked in Storybook's real browser (the a11y addon): jsdom has no layout
 *   or canvas, so axe cannot compute colours;
 * - the page-level rules (landmarks, one h1): a component is checked alone, outside a page.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, {
    rules: {
      "color-contrast": { enabled: false },
      region: { enabled: false },
      "landmark-one-main": { enabled: false },
      "page-has-heading-one": { enabled: false },
    },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
