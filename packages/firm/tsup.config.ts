import { defineConfig } from "tsup";

export default defineConfig({
  // The facts and their checks for every runtime; reading another facts file is Node's only.
  entry: { index: "src/index.ts", node: "src/node.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
