import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    server: "src/server.ts",
    index: "src/index.ts",
    // Loaded by path from the store (new URL("./sqlite-writer-worker.js", import.meta.url)).
    "sqlite-writer-worker": "src/store/sqlite-writer-worker.js",
  },
  format: ["esm"],
  dts: false,
  clean: true,
  sourcemap: true,
  target: "node20",
  platform: "node",
});
