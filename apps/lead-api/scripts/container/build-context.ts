import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import dockerignore from "@balena/dockerignore";

/** Folders whose contents never belong in an image's build context. */
const HEAVY = new Set(["node_modules", ".git", ".turbo"]);

/**
 * Copies the files of `root` that a Docker build would send as its context, as the ignore file
 * `ignoreFile` decides (with @balena/dockerignore, Docker's own matching rules), into `dest`.
 * Returns the copied paths. Folders in {@link HEAVY} are not walked, but must be ignored by the
 * rules: a context that would carry node_modules is an error, not a silent difference.
 */
export function copyBuildContext(root: string, ignoreFile: string, dest: string): string[] {
  const rules = dockerignore({ ignorecase: false }).add(readFileSync(ignoreFile, "utf8"));
  const copied: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (entry.isDirectory()) {
        if (HEAVY.has(entry.name)) {
          if (!rules.ignores(`${rel}/package.json`))
            throw new Error(`the build context would include ${rel}/`);
          continue;
        }
        walk(path);
      } else if (entry.isFile() && !rules.ignores(rel)) {
        mkdirSync(dirname(join(dest, rel)), { recursive: true });
        copyFileSync(path, join(dest, rel));
        copied.push(rel);
      }
    }
  };
  walk(root);
  return copied;
}
