import { THEME_HEAD_SCRIPT } from "../components/shell/theme-toggle-script";
import { ISLAND_LOADER } from "../islands/island-loader";

/** An inline script the site's own code writes into pages, and where. */
export type InlineScript = { generator: string; body: string };

/**
 * Every executable inline script a built page may carry: the known generators and the exact
 * text each writes (both constant for a build). postbuild (scripts/postbuild/script-hashes.mjs)
 * fails the build on any other executable inline script, so nothing reaches a page's CSP by
 * merely being present at build time. Data blocks (the islands' `application/json`, JSON-LD) are
 * not scripts and are not listed. A new inline script belongs here, with the component that
 * writes it; prefer a module under /assets/ where the first paint does not depend on it.
 */
export const INLINE_SCRIPTS: readonly InlineScript[] = [
  // root.tsx, <head>: applies the saved theme before the first paint, serves the theme toggle.
  {
    generator: "theme (root.tsx, components/shell/theme-toggle-script.ts)",
    body: THEME_HEAD_SCRIPT,
  },
  // islands/island-scripts.tsx, end of <body> on pages with islands: starts their scripts.
  { generator: "island loader (islands/island-scripts.tsx)", body: ISLAND_LOADER },
];
