import { clientCodeSplitting } from "./scripts/client-chunks.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandChunks } from "./vite-plugins/island-chunks.ts";

const appDir = new URL("./app/", import.meta.url).pathname;

export default defineConfig({
  plugins: [
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
  build: {
    sourcemap: process.env.SITE_SOURCEMAP === "1",
    // Chunks follow what a page loads: React, the shell every page runs (the public pages' part
    // of it apart), each island's own code
    // (scripts/client-chunks.mjs). The shell islands are the ones the layout renders on every page.
    rolldownOptions: {
      output: {
        codeSplitting: clientCodeSplitting({
          entry: new URL("./app/entry.client.tsx", import.meta.url).pathname,
          shellIslands: [
            new URL("./app/components/shell/header-actions.tsx", import.meta.url).pathname,
            new URL("./app/components/leads/newsletter-signup.tsx", import.meta.url).pathname,
            new URL("./app/components/shell/site-runtime.tsx", import.meta.url).pathname,
          ],
          // The staff app's shell renders none of the shell islands: of their code, its first
          // load (the island, the app and its strings: scripts/quality/staff-app-weight.mjs)
          // takes only what it shares with them; the rest is the site-shell chunk.
          appFirstLoad: [
            new URL("./app/staff-app/staff-app-island.tsx", import.meta.url).pathname,
            new URL("./app/staff-app/staff-app.tsx", import.meta.url).pathname,
            new URL("./app/components/staff/staff-translations.tsx", import.meta.url).pathname,
          ],
        }),
      },
    },
  },
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      // Radix's scroll lock writes its computed rule through the CSSOM, not a <style> element
      // the CSP (hashed styles, no 'unsafe-inline') would block: app/csp/style-singleton.ts.
      "react-style-singleton": new URL("./app/csp/style-singleton.ts", import.meta.url).pathname,
    },
  },
  // The dev server pre-bundles the dependencies it finds from these files at start. Without them
  // (no index.html) it finds an island's dependencies only when the island loads, pre-bundles
  // them then and reloads the page: a visitor's first tap on the menu in development would be
  // lost to a reload. The registry reaches every island through its dynamic imports.
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/islands/registry.ts"] },
});
