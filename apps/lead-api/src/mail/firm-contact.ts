/**
 * The firm's contact details printed in every e-mail: the same values as the site's
 * `apps/site/app/config/site-config.ts` (its Sandy Springs office, phone and e-mail);
 * `firm-contact.test.ts` fails when the two drift apart.
 */
export const FIRM_CONTACT = {
  brand: "Vantreo Data & AI",
  email: "hello@vantreo.com",
  phone: { display: "+1 (470) 555-0147", tel: "+14705550147" },
  street: "6100 Lake Forrest Drive NW, Suite 210",
  locality: "Sandy Springs",
  region: "GA",
  postalCode: "30328",
} as const;

/** A telephone number of the North American range reserved for fiction: 555-0100 to 555-0199. */
const FICTIONAL_NUMBER = /^\+1\d{3}55501\d{2}$/;

/**
 * The firm's phone to print in a mail, or null while it is a placeholder: a mail leaves the line
 * out rather than send a prospect to a number reserved for fiction (copy review 2026-11-28,
 * defect 1). The site shows the same number until the firm's real one is configured.
 */
export function firmPhone(contact: { phone: { display: string; tel: string } } = FIRM_CONTACT) {
  return FICTIONAL_NUMBER.test(contact.phone.tel) ? null : contact.phone;
}
