import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { islandChunks } from "./vite-plugins/island-chunks.ts";

const appDir = new URL("./app/", import.meta.url).pathname;
const routerShim = `${appDir}islands/router-shim.tsx`;

/**
 * In the browser build only, "react-router" is the islands' small router (app/islands): no data
 * router runs in the browser, every page is a prerendered document. The prerender, the dev
 * server and the unit tests use React Router itself, and so do the route modules (React Router
 * builds them for the browser too, but with islands no page loads them).
 */
function islandRouterInBrowser(): Plugin {
  return {
    name: "vantreo:island-router",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "react-router" || this.environment?.name !== "client") return null;
      if (!importer?.startsWith(appDir)) return null;
      const inApp = importer.slice(appDir.length);
      if (inApp.startsWith("routes/") || inApp.startsWith("root.")) return null;
      return routerShim;
    },
  };
}

export default defineConfig({
  plugins: [
    islandRouterInBrowser(),
    tailwindcss(),
    reactRouter(),
    islandChunks({ registry: `${appDir}islands/registry.ts` }),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_ROOT__: JSON.stringify(new URL("./", import.meta.url).pathname),
  },
  // The content loader runs only at build time (prerender); Node loads it with its own
  // dependencies (unified, shiki) instead of bundling them into the server build.
  ssr: { external: ["@vantreo/content"] },
  // SITE_SOURCEMAP=1 for bundle analysis; production builds ship no maps.
  build: { sourcemap: process.env.SITE_SOURCEMAP === "1" },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
});
