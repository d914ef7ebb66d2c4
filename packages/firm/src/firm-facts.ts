import type { FirmFacts } from "./schema";

// No zod here: these run in the site's browser bundles (site-config.ts), which carry no schema
// library; firm.json is validated by the schema in Node (loadFirmFacts, the build's check, tests).

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
