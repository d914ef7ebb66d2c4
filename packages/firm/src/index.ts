import facts from "../firm.json";
import type { FirmFacts } from "./schema";

export { assertProductionFacts, placeholderFacts, realPhone } from "./firm-facts";
export type { FirmFacts } from "./schema";

/**
 * The firm's facts of `firm.json`. Typed, not parsed here, so browser bundles carry no schema
 * library: `firm-facts.test.ts` validates the file with `FirmFactsSchema` (`@vantreo/firm/schema`),
 * and so do `loadFirmFacts` and the site's production check.
 */
export const FIRM: FirmFacts = facts as FirmFacts;
