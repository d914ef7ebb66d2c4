import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Loading the root ESLint config (typescript-eslint) takes seconds when CI runs every
    // package's tasks at once on two cores; the tests compute little once it is loaded.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
