import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const eslint = new ESLint({ cwd: root });

describe("the root ESLint config and build tools' temporary files", () => {
  it.each([
    "packages/ui/tsup.config.bundled_k2j3h4g5.mjs",
    "packages/leads/tsup.config.bundled_x9.cjs",
    "apps/site/vite.config.ts.timestamp-1764350000000-4f1a2b.mjs",
    "apps/site/vitest.config.ts.timestamp-1764350000000-9c.mjs",
  ])("ignores %s", async (file) => {
    expect(await eslint.isPathIgnored(join(root, file))).toBe(true);
  });

  it("still lints the configs themselves", async () => {
    for (const file of ["packages/ui/tsup.config.ts", "apps/site/vite.config.ts"])
      expect(await eslint.isPathIgnored(join(root, file))).toBe(false);
  });
});
