// The two sites a Playwright bench run (vitals.mjs, interactions.mjs) loads: the built site with
// its production server (`createSiteServer`; the lead API is not needed for page loads) and the
// baselines (baseline-site.mjs) with the same server code, each on a free loopback port.
import { once } from "node:events";
import { createSiteServer } from "../server/serve.mjs";
import { createBaselineSite } from "./baseline-site.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { missingPages, sitePages } from "./site-pages.mjs";

async function serve(root) {
  const server = createSiteServer({ root });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the server has no TCP address");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** Serves the build (built first if missing) and the baselines; `close()` stops both. */
export async function startSites() {
  const client = ensureBuild();
  const missing = missingPages(sitePages(), client);
  if (missing.length > 0) {
    throw new Error(
      `pages of the sample not in the build: ${missing.map((p) => p.path).join(", ")}`,
    );
  }
  const baselineSite = createBaselineSite();
  const site = await serve(client);
  const baseline = await serve(baselineSite.root);
  return {
    client,
    site: site.origin,
    baseline: baseline.origin,
    close() {
      site.server.close();
      baseline.server.close();
      baselineSite.remove();
    },
  };
}
