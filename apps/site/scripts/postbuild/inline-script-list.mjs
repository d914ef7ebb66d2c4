// The list of known inline-script generators (app/csp/inline-scripts.ts), loaded from the app's
// own TypeScript through Vite's module runner, so postbuild checks the pages against exactly the
// text the components render, never a copy of it.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const siteRoot = fileURLToPath(new URL("../../", import.meta.url));

/** `[{ generator, body }]`: every inline script a page may carry. */
export async function knownInlineScripts() {
  const { module } = await runnerImport("./app/csp/inline-scripts.ts", {
    root: siteRoot,
    configFile: false,
    logLevel: "warn",
  });
  return module.INLINE_SCRIPTS;
}
