import { describe, expect, it } from "vitest";
import { CODE_THEME_CSS } from "./code-theme-css";

describe("CODE_THEME_CSS", () => {
  it("colours code with the dark theme by default, as the site's theme is dark by default", () => {
    expect(CODE_THEME_CSS).toContain(
      "pre.shiki{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}",
    );
    expect(CODE_THEME_CSS).toContain("pre.shiki span{color:var(--shiki-dark)}");
  });

  it("switches to the light theme under the root element's light class", () => {
    expect(CODE_THEME_CSS).toContain(
      ":root.light pre.shiki{color:var(--shiki-light);background-color:var(--shiki-light-bg)}",
    );
    expect(CODE_THEME_CSS).toContain(":root.light pre.shiki span{color:var(--shiki-light)}");
  });
});
