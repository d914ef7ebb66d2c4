import { copyFile } from "node:fs/promises";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
  // The CSS entry is a Tailwind v4 source file: the app's Tailwind build compiles it, so it ships as-is.
  async onSuccess() {
    await copyFile("src/styles.css", "dist/styles.css");
  },
});
