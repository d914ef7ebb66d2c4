import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  // Every module is an entry, so the build keeps one file per module (like preserveModules): an
  // app that imports only Button never loads the files that import sonner or cmdk, and with
  // `sideEffects` limited to CSS its bundler drops the rest (the site's 100 KB JS budget).
  entry: [
    "src/**/*.{ts,tsx}",
    "!src/**/*.test.{ts,tsx}",
    "!src/**/*.stories.tsx",
    "!src/stories/**",
    "!src/test-utils/**",
    "!src/test-setup.ts",
  ],
  format: ["esm"],
  splitting: true,
  dts: { entry: "src/index.ts" },
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // The CSS entry is a Tailwind v4 source file: the app's Tailwind build compiles it, so it ships as-is.
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
