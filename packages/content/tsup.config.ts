import { writeFile } from "node:fs/promises";
import { defineConfig } from "tsup";
import { CODE_THEME_CSS } from "./src/code-theme-css";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  // The code colours also ship as a stylesheet, so a site's CSS build can import them directly.
  async onSuccess() {
    await writeFile("dist/code-theme.css", CODE_THEME_CSS);
  },
});
