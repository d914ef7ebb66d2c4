import { describe, expect, it } from "vitest";
import { leadConversions } from "./lead-conversions";

const contactPage = { contactPage: true };
const otherPage = { contactPage: false };

describe("leadConversions", () => {
  it.each([
    ["contact", contactPage, { conversion: "contact_form", tracking: "contact_form" }],
    ["contact", otherPage, { tracking: "lead_capture" }],
    ["demo-request", contactPage, { conversion: "demo_request" }],
    ["newsletter", otherPage, { conversion: "newsletter", tracking: "newsletter" }],
    ["exit-intent", otherPage, { conversion: "exit_intent", tracking: "newsletter" }],
    ["assessment", otherPage, { tracking: "assessment" }],
    ["analysis", otherPage, { tracking: "calculator_lead" }],
    ["data-rights", otherPage, {}],
    ["abandonment", otherPage, {}],
    // A service page's brief request: the spec's whitepaper (75), not a calculator lead.
    ["analysis", { contactPage: false, leadMagnet: true }, { conversion: "whitepaper" }],
  ] as const)("values a %s lead (%o) as %o", (leadType, origin, expected) => {
    expect(leadConversions(leadType, origin)).toEqual(expected);
  });
});
