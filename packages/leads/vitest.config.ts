import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // jsdom and axe run slowly when CI starts every package's tests at once on 2 cores.
    testTimeout: 30_000,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    // One process per test file: sanitizer-complexity.test.ts measures its own CPU time.
    pool: "forks",
  },
});
