import { defineConfig } from "tsup";

export default defineConfig({
  // The core has no React; the hook ships on its own subpath so the core stays framework-free.
  // The field limits have their own zod-free entry, for browser code that only needs the numbers;
  // so does the data room's contract (wire types, limits), shared by the site and the lead API.
  // The staff and desk contract lives in @vantreo/contracts.
  entry: {
    index: "src/index.ts",
    react: "src/react.ts",
    "lead-limits": "src/lead-limits.ts",
    // The lead types and sources alone (zod-free), for the staff app's filters.
    "lead-types": "src/lead-types.ts",
    // How a lead-magnet request is sent and recognised (zod-free), for the service pages' form.
    "lead-magnet": "src/lead-magnet.ts",
    // The HSTS policy the site's servers and the lead API share: one value for every origin.
    "transport-security": "src/transport-security.ts",
    "dataroom/index": "src/dataroom/index.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
