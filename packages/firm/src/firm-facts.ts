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

/** A North American number of the range reserved for fiction: 555-0100 to 555-0199. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
/** Domains reserved for examples and tests (RFC 2606, RFC 6761). */
const EXAMPLE_DOMAIN = /@(?:[\w-]+\.)*(?:example(?:\.(?:com|net|org))?|test|invalid|localhost)$/i;
const PLACEHOLDER_WORD = /\b(?:TODO|TBD|FIXME|XXX|lorem ipsum|placeholder)\b/i;

/** The firm's phone, or null while it is unknown or a number of the range reserved for fiction. */
export function realPhone(facts: Pick<FirmFacts, "phone">): FirmFacts["phone"] {
  return facts.phone && !FICTIONAL_PHONE.test(facts.phone.tel) ? facts.phone : null;
}

/**
 * The facts that are placeholders, each as "path: why": a phone of the fiction range, an e-mail
 * at a domain reserved for examples, a value that says TODO. A production build of the site and
 * a lead API started with NODE_ENV=production refuse to run while any remains.
 */
export function placeholderFacts(facts: FirmFacts): string[] {
  const found: string[] = [];
  if (facts.phone && FICTIONAL_PHONE.test(facts.phone.tel))
    found.push(
      `phone: ${facts.phone.display} is in the range reserved for fiction (555-0100 to 555-0199)`,
    );
  for (const [path, address] of [
    ["email", facts.email],
    ["privacyEmail", facts.privacyEmail],
  ] as const)
    if (address && EXAMPLE_DOMAIN.test(address))
      found.push(`${path}: ${address} is at a domain reserved for examples`);
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      if (PLACEHOLDER_WORD.test(value)) found.push(`${path}: "${value}" is a placeholder`);
    } else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
  };
  walk(facts, "");
  return found;
}

/**
 * Throws when `nodeEnv` is production and `facts` hold placeholders, naming each and the file to
 * edit; otherwise returns the facts.
 */
export function assertProductionFacts(facts: FirmFacts, nodeEnv: string | undefined): FirmFacts {
  const found = nodeEnv === "production" ? placeholderFacts(facts) : [];
  if (found.length > 0)
    throw new Error(
      `The firm's facts hold placeholders (edit packages/firm/firm.json, or point VANTREO_FIRM_FACTS at a file of your own; DEPLOYING.md lists every fact):\n${found
        .map((line) => `  ${line}`)
        .join("\n")}`,
    );
  return facts;
}
