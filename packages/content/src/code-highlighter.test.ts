import { describe, expect, it } from "vitest";
import { CODE_THEMES, HIGHLIGHTED_LANGUAGES, codeHighlighter } from "./code-highlighter";

describe("codeHighlighter", () => {
  it("is created once and shared", () => {
    expect(codeHighlighter()).toBe(codeHighlighter());
  });

  it("loads every listed language and both themes", async () => {
    const highlighter = await codeHighlighter();
    expect(highlighter.getLoadedLanguages()).toEqual(
      expect.arrayContaining([...HIGHLIGHTED_LANGUAGES, "bash", "sh", "ts", "js", "py", "yml"]),
    );
    expect(highlighter.getLoadedThemes()).toEqual(
      expect.arrayContaining([CODE_THEMES.light, CODE_THEMES.dark]),
    );
  });
});
