import { defineConfig } from "tsup";

export default defineConfig({
  // Every module is an entry, so the build keeps one file per module (like preserveModules): a
  // browser bundle that imports localeFromPath or the small translator never pulls in i18next,
  // which only createI18nInstance imports (the site's 100 KB JS budget, issue #16).
  entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}"],
  format: ["esm"],
  splitting: true,
  dts: {
    entry: {
      index: "src/index.ts",
      "react/index": "src/react/index.ts",
      "copy-rules/index": "src/copy-rules/index.ts",
    },
  },
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
