// React Router writes a route data file (`*.data`) beside each prerendered page, for client-side
// navigations. The browser runs islands, not the router, so no page ever requests them.
import { rm } from "node:fs/promises";
import { filesUnder } from "./walk.mjs";

/** Removes the route data files under `client`; returns how many were removed. */
export async function removeRouteData(client) {
  let removed = 0;
  for await (const file of filesUnder(client, (name) => name.endsWith(".data"))) {
    await rm(file);
    removed += 1;
  }
  return removed;
}
