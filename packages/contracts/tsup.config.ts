import { defineConfig } from "tsup";

export default defineConfig({
  // `core` is the zod-free half (roles and capabilities, error codes, the workflow, the filter's
  // field names and limits, the response types) for browser code that must not carry zod; the
  // main entry adds the zod schemas the lead API validates with.
  entry: {
    index: "src/index.ts",
    core: "src/core.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
