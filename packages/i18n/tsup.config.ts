import { defineConfig } from "tsup";

export default defineConfig({
  // Every module is an entry, so the build keeps one file per module (like preserveModules): a
  // browser bundle takes only what it imports (a public island's `t` does not pull in i18next).
  entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}"],
  format: ["esm"],
  splitting: true,
  dts: {
    entry: {
      index: "src/index.ts",
      "react/index": "src/react/index.ts",
      "react-i18next/index": "src/react-i18next/index.ts",
      "copy-rules/index": "src/copy-rules/index.ts",
    },
  },
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime", "i18next", "react-i18next"],
});
