#!/usr/bin/env node
// Runs before the site's build: with NODE_ENV=production (a build for the public site), the
// firm's facts (`@vantreo/firm`, packages/firm/firm.json) must hold no placeholder, such as a
// phone of the 555-0100 to 555-0199 range reserved for fiction, and must name a phone: the
// footer, the contact page and the Atlanta page print it (spec sections 2 and 9). Any other build
// (development, the tests) goes on, with the placeholder in its pages.
import { FIRM, assertProductionFacts } from "@vantreo/firm";
import { FirmFactsSchema } from "@vantreo/firm/node";

/** The problems that stop a production build of the site, empty outside production. */
export function siteFactProblems(facts = FIRM, nodeEnv = process.env.NODE_ENV) {
  if (nodeEnv !== "production") return [];
  try {
    assertProductionFacts(facts, nodeEnv);
  } catch (error) {
    return [error.message];
  }
  return facts.phone
    ? []
    : ["The firm's facts have no phone: the footer, the contact and the Atlanta pages print one."];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Every build validates firm.json (the site's bundles read it without a schema library).
  const parsed = FirmFactsSchema.safeParse(FIRM);
  const problems = parsed.success
    ? siteFactProblems()
    : parsed.error.issues.map((issue) => `firm.json ${issue.path.join(".")}: ${issue.message}`);
  if (problems.length > 0) {
    process.stderr.write(`${problems.join("\n")}\n`);
    process.exit(1);
  }
}
