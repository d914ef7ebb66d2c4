import { defineConfig } from "tsup";

export default defineConfig({
  // Every module is an entry, so the build keeps one file per module (like preserveModules): a
  // browser bundle takes only what it imports. src/testing holds the i18next reference of the
  // parity test (i18next is a devDependency) and is not built.
  entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}", "!src/testing/**"],
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
