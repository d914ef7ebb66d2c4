import { FIRM, realPhone, type FirmFacts } from "@vantreo/firm";
import { loadFirmFacts } from "@vantreo/firm/node";

function startFacts(): FirmFacts {
  try {
    return loadFirmFacts();
  } catch {
    // config.ts reports the bad file and stops the boot, with the rest of the configuration.
    return FIRM;
  }
}

const FACTS = startFacts();

/**
 * The firm's contact details printed in every e-mail, from the one configuration the site's build
 * reads too (`@vantreo/firm`: `packages/firm/firm.json`, or the file `VANTREO_FIRM_FACTS` names,
 * read once when the process starts; `config.ts` refuses to boot on a bad file, and on
 * placeholders with NODE_ENV=production).
 */
export const FIRM_CONTACT = {
  brand: FACTS.brand,
  email: FACTS.email,
  phone: FACTS.phone,
  street: FACTS.address.street,
  locality: FACTS.address.locality,
  region: FACTS.address.region,
  postalCode: FACTS.address.postalCode,
  /** The time zone of the firm's hours (Atlanta), in which staff read appointment times. */
  timeZone: FACTS.hours.timeZone,
} as const;

/**
 * The firm's phone to print in a mail, or null while it is unknown or a placeholder: a mail leaves
 * the line out rather than send a prospect to a number reserved for fiction (copy review
 * 2026-11-28, defect 1).
 */
export function firmPhone(contact: Pick<typeof FIRM_CONTACT, "phone"> = FIRM_CONTACT) {
  return realPhone(contact);
}
