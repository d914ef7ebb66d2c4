import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { clientDir } from "../scripts/build-dir.mjs";

const client = clientDir();

/** Every prerendered page of the built site, as a path ("/", "/de/services", …). */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "assets") walk(full);
      } else if (name === "index.html") {
        const rel = relative(client, dir).split(sep).join("/");
        pages.push(`/${rel}`);
      }
    }
  };
  walk(client);
  return pages.sort();
}
