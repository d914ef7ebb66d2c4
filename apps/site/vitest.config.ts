import { defineConfig } from "vitest/config";

// Playwright specs live in e2e/ and never run under vitest (TOOLCHAIN.md, gotcha 8).
export default defineConfig({
  test: {
    include: ["{app,server,scripts}/**/*.test.{ts,tsx,mjs}"],
    environment: "node",
  },
});
