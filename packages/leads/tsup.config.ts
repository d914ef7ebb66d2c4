import { defineConfig } from "tsup";

export default defineConfig({
  // The core has no React; the hook ships on its own subpath so the core stays framework-free.
  // The field limits have their own zod-free entry, for browser code that only needs the numbers.
  entry: ["src/index.ts", "src/react.ts", "src/lead-limits.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
