// The files of a build folder that the postbuild steps rewrite or remove.
import { readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * Every file under `dir` whose name `matches`, depth first, without entering the folders named in
 * `skip` (by default `assets`, the hashed bundles).
 */
export async function* filesUnder(dir, matches, skip = ["assets"]) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) yield* filesUnder(full, matches, skip);
    } else if (matches(entry.name)) {
      yield full;
    }
  }
}
