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
