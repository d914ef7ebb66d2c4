// Where the site is built: `build/` by default, or SITE_BUILD_DIR (e.g. `.builds/mine`) so several
// builds can exist side by side. It must lie inside apps/site: the prerender imports the server
// build, which resolves its packages from the node_modules above it.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const siteRoot = fileURLToPath(new URL("../", import.meta.url));

/** The build directory (absolute, no trailing slash). */
export function buildDir() {
  return resolve(siteRoot, process.env.SITE_BUILD_DIR ?? "build");
}

/** The directory of files served to browsers, with a trailing slash. */
export function clientDir() {
  return `${buildDir()}/client/`;
}
