import { fileURLToPath } from "node:url";

/**
 * A facts file a production boot accepts: the shipped facts without their placeholder phone (a
 * fact not known yet is left out; a test must not invent a real-looking number). Tests that boot
 * with NODE_ENV=production point VANTREO_FIRM_FACTS at it.
 */
export const PRODUCTION_FACTS = fileURLToPath(
  new URL("./firm-facts.production.json", import.meta.url),
);
