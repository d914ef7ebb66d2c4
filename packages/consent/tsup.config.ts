import { defineConfig } from "tsup";

export default defineConfig({
  // The React bindings live on their own subpath so the core never pulls React in.
  entry: { index: "src/index.ts", react: "src/react/index.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
