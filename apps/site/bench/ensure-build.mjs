// The bench audits the built site; when the build is missing it builds it first with the
// package's own build script, which honours SITE_BUILD_DIR (scripts/build-dir.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { clientDir } from "../scripts/build-dir.mjs";

const siteRoot = fileURLToPath(new URL("../", import.meta.url));

/** Returns the client directory of the build, building the site first if it has no index.html. */
export function ensureBuild() {
  const client = clientDir();
  if (existsSync(`${client}index.html`)) return client;
  console.log(`bench: no build in ${client}, building the site first`);
  const result = spawnSync("pnpm", ["run", "build"], {
    cwd: siteRoot,
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0 || !existsSync(`${client}index.html`)) {
    throw new Error(`the site build failed (exit ${result.status ?? result.error?.message})`);
  }
  return client;
}
