import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One throwaway PostgreSQL for the run; every store test runs against it and SQLite.
    globalSetup: ["src/test-support/global-setup.ts"],
    // Staff tests hash passwords at scrypt N=2^14 (LEAD_API_SCRYPT_LOG_N, 16 MiB and a few
    // milliseconds): at production's 2^17 (128 MiB, 0.5 s on an idle core, several seconds on a
    // busy CI machine) every sign-in of the suite made the run twenty minutes long.
    // password-hash.test.ts checks the production cost itself.
    env: { LEAD_API_SCRYPT_LOG_N: "14" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
