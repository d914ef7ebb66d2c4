import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One throwaway PostgreSQL for the run; every store test runs against it and SQLite.
    globalSetup: ["src/test-support/global-setup.ts"],
    // Staff tests hash and verify passwords at scrypt N=2^17 (128 MiB, about 0.5 s each on an idle
    // core, several seconds on a busy CI machine); a test signs in several times.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
