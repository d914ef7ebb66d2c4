import { z } from "zod";

const text = z.string().trim().min(1);

/**
 * The firm's facts: what the site prints in its footer, contact and legal pages and the lead API
 * in every mail. `null` (or an empty list) is a fact not known yet: pages and mails leave it out.
 */
export const FirmFactsSchema = z.strictObject({
  brand: text,
  shortBrand: text,
  /** The legal name, as in the register. */
  legalName: text,
  address: z.strictObject({
    street: text,
    locality: text,
    /** The state's postal code (GA) and its name (Georgia). */
    region: text,
    regionName: text,
    postalCode: text,
    /** ISO 3166-1 alpha-2. */
    country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as US"),
  }),
  /** How the number is shown, and its E.164 form for `tel:` links. */
  phone: z
    .strictObject({
      display: text,
      tel: z.string().regex(/^\+\d{7,15}$/, "must be E.164, such as +14045550100"),
    })
    .nullable(),
  email: z.email(),
  /** A mailbox for privacy requests; `email` serves when it is null. */
  privacyEmail: z.email().nullable(),
  hours: z.strictObject({
    days: text,
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    /** An IANA time zone. */
    timeZone: text,
  }),
  /** The people who represent the company (§ 5 DDG asks for their names), none while unknown. */
  representatives: z.array(text),
  register: z.strictObject({ authority: text, entry: text.nullable() }),
  vatId: text.nullable(),
});

/** The firm's facts (see {@link FirmFactsSchema}). */
export type FirmFacts = z.infer<typeof FirmFactsSchema>;
