import { defineConfig } from "vitest/config";

// Playwright specs live in e2e/ and never run under vitest (TOOLCHAIN.md, gotcha 8).
export default defineConfig({
  test: {
    // jsdom and axe run slowly when CI starts every package's tests at once on 2 cores.
    testTimeout: 30_000,
    include: [
      "{app,server,scripts,bench,vite-plugins}/**/*.test.{ts,tsx,mjs}",
      // The e2e servers' own helpers (Playwright runs only *.spec.ts files).
      "e2e/{support,nginx}/*.test.mjs",
    ],
    environment: "node",
  },
});
