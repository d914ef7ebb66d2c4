// The HTML documents of a build: every prerendered page and the not-found pages.
import { readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * Every `.html` file under `client` (index.html of each page, 404.html of each locale), sorted;
 * hashed assets are skipped, as are the .br and .gz copies written by the postbuild.
 */
export async function listHtmlFiles(client) {
  const files = [];
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") await walk(full);
      } else if (entry.name.endsWith(".html")) {
        files.push(full);
      }
    }
  };
  await walk(client);
  return files.sort();
}
