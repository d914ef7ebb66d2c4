import { describe, expect, it } from "vitest";
import { prefillOutboundUrl, type OutboundTargets } from "./outbound-links";

const TARGETS: OutboundTargets = {
  scheduling: ["https://cal.example.test/assessment", "https://cal.example.test/consultation-30"],
  checkoutPrefix: "https://buy.example.test/checkout/",
};
const VISITOR = {
  leadId: "2b0c6f0e-3d3a-4b8e-9a51-0f5f0b2f8f11",
  name: "Ada Lovelace",
  email: "ada@example.com",
  notes: "We want to review our data platform.",
};

describe("prefillOutboundUrl", () => {
  it("prefills a scheduling link with Cal.com's parameters and puts lead id and campaign into the booking's metadata", () => {
    const url = new URL(
      prefillOutboundUrl(
        "https://cal.example.test/assessment?utm_source=service-page&utm_service=llm-evaluation",
        TARGETS,
        { visitor: VISITOR, attribution: { utm_source: "linkedin", utm_campaign: "q4" } },
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "service-page",
      utm_service: "llm-evaluation",
      name: "Ada Lovelace",
      email: "ada@example.com",
      notes: "We want to review our data platform.",
      "metadata[leadId]": VISITOR.leadId,
      "metadata[utm_source]": "linkedin",
      "metadata[utm_campaign]": "q4",
      "metadata[utm_service]": "llm-evaluation",
    });
  });

  it("carries only the campaign when the visitor sent no form", () => {
    const url = new URL(
      prefillOutboundUrl("https://cal.example.test/consultation-30?utm_source=menu", TARGETS, {
        visitor: null,
        attribution: { utm_medium: "email", gclid: "ad-click-1" },
      }),
    );
    // An advertising click id never leaves with the link.
    expect(url.toString()).not.toContain("ad-click-1");
    expect(url.searchParams.get("email")).toBeNull();
    expect(url.searchParams.get("metadata[leadId]")).toBeNull();
    expect(url.searchParams.get("metadata[utm_medium]")).toBe("email");
  });

  it("gives the checkout the lead as client_reference_id and the address as prefilled_email", () => {
    const url = new URL(
      prefillOutboundUrl("https://buy.example.test/checkout/voip-setup", TARGETS, {
        visitor: VISITOR,
        attribution: { utm_campaign: "q4" },
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_reference_id: VISITOR.leadId,
      prefilled_email: "ada@example.com",
      utm_campaign: "q4",
    });
  });

  it("leaves every other link alone, look-alike paths and relative links included", () => {
    const visit = { visitor: VISITOR, attribution: { utm_campaign: "q4" } };
    for (const href of [
      "https://cal.example.test/assessment-2",
      "https://example.test/contact",
      "/contact?source=hero",
      "mailto:sales@example.test",
    ])
      expect(prefillOutboundUrl(href, TARGETS, visit)).toBe(href);
  });
});
