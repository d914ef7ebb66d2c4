import facts from "../firm.json";
import { FirmFactsSchema, type FirmFacts } from "./firm-facts";

export {
  FirmFactsSchema,
  assertProductionFacts,
  placeholderFacts,
  realPhone,
  type FirmFacts,
} from "./firm-facts";

/** The firm's facts of `firm.json`, validated when this module loads. */
export const FIRM: FirmFacts = FirmFactsSchema.parse(facts);
