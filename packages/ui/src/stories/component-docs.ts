/** What every docs page says about the theme unless a component needs more. */
const THEME =
  "Colors come from the kit's tokens (`bg-card`, `text-foreground`, `border-border`…): dark by " +
  'default, light under `<html class="light">` (the toolbar\'s Theme switch). Nothing to pass.';

/**
 * The description of a component's docs page: what it is for and how to use it, how it behaves
 * right to left (the toolbar's Direction switch sets `dir` on `<html>`, as the site does for
 * Arabic) and in the light and dark themes.
 */
export function componentDocs(text: { usage: string; rtl: string; theme?: string }) {
  return {
    docs: {
      description: {
        component: [
          text.usage,
          `**Right to left.** ${text.rtl}`,
          `**Theme.** ${text.theme ?? THEME}`,
        ].join("\n\n"),
      },
    },
  };
}
