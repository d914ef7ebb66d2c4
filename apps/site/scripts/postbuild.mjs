// After React Router's prerender: the not-found page becomes 404.html for static hosts.
import { cp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";

const client = new URL("../build/client/", import.meta.url);
const notFound = new URL("__not-found/index.html", client);
if (!existsSync(notFound)) {
  console.error("postbuild: the not-found page was not prerendered");
  process.exit(1);
}
await cp(notFound, new URL("404.html", client));
await rm(new URL("__not-found/", client), { recursive: true, force: true });
console.log("postbuild: wrote 404.html");
