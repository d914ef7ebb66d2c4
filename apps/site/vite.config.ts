import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The content loader runs only at build time (prerender); Node loads it with its own
  // dependencies (unified, shiki) instead of bundling them into the server build.
  ssr: { external: ["@vantreo/content"] },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
