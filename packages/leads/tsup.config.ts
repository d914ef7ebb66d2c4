import { defineConfig } from "tsup";

export default defineConfig({
  // The core has no React; the hook ships on its own subpath so the core stays framework-free.
  // The field limits have their own zod-free entry, for browser code that only needs the numbers;
  // so does the data room's contract (wire types and limits), shared by the site and the lead API.
  entry: {
    index: "src/index.ts",
    react: "src/react.ts",
    "lead-limits": "src/lead-limits.ts",
    "dataroom/index": "src/dataroom/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
