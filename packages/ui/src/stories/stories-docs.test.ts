import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const src = join(import.meta.dirname, "..");
const storybook = join(src, "../.storybook");

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith(".stories.tsx") ? [path] : [];
  });
}

describe("the Storybook docs", () => {
  it("give every component a docs page with props tables read from its TypeScript types", () => {
    expect(readFileSync(join(storybook, "preview.tsx"), "utf8")).toMatch(/tags: \["autodocs"\]/);
    const main = readFileSync(join(storybook, "main.ts"), "utf8");
    expect(main).toMatch(/reactDocgen: "react-docgen-typescript"/);
    expect(main).toMatch(/"@storybook\/addon-docs"/);
  });

  const files = storyFiles(src).map((file) => relative(src, file));

  it.each(files)("%s describes its component and gives it args to control", (file) => {
    const text = readFileSync(join(src, file), "utf8");
    expect(text).toMatch(/parameters: componentDocs\(\{\s*usage:/);
    expect(text).toMatch(/rtl:\s*["'`]/);
    expect(text).toMatch(/\n {2}args: \{/);
  });
});
