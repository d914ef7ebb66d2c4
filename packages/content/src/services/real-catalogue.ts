import { fileURLToPath } from "node:url";

/** The site's catalogue folder, for the tests that check the real data. */
export const REAL_CATALOGUE_DIR = fileURLToPath(
  new URL("../../../../apps/site/content/services", import.meta.url),
);
