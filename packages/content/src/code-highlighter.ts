import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";

/**
 * Languages highlighted at build time. A small fixed set keeps the highlighter fast to create;
 * a fence in any other language is rendered as plain text rather than failing.
 */
export const HIGHLIGHTED_LANGUAGES = [
  "typescript",
  "javascript",
  "json",
  "shellscript",
  "sql",
  "python",
  "yaml",
  "hcl",
  "dockerfile",
] as const;

/** The light and dark themes, emitted together as CSS variables (`--shiki-light`, `--shiki-dark`). */
export const CODE_THEMES = { light: "github-light", dark: "github-dark" } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** The one shared highlighter, created on first use (loading grammars is the slow part). */
export function codeHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import("shiki/themes/github-light.mjs"), import("shiki/themes/github-dark.mjs")],
    langs: HIGHLIGHTED_LANGUAGES.map((lang) => import(`shiki/langs/${lang}.mjs`)),
    // Oniguruma (WebAssembly) is the regex engine the TextMate grammars are written for; Shiki's
    // JavaScript engine only emulates it ("Regex Engines" in Shiki's documentation).
    engine: createOnigurumaEngine(import("shiki/wasm")),
  });
  return highlighter;
}
