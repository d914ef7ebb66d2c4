import { describe, expect, it } from "vitest";
import { inferLeadType } from "./infer-lead-type";

describe("inferLeadType", () => {
  it.each([
    [{ leadType: "newsletter" }, "newsletter"],
    [{ leadType: "footer_newsletter_signup" }, "newsletter"],
    [{ leadType: "book-a-demo" }, "demo-request"],
    [{ leadType: "free-assessment" }, "assessment"],
    [{ leadType: "exit" }, "exit-intent"],
    [{ leadType: "popup" }, "exit-intent"],
    [{ leadType: "Newsletter-Popup" }, "newsletter"],
    [{ source: "exit-intent-popup" }, "exit-intent"],
    [{ source: "footer-newsletter" }, "newsletter"],
    [{ source: "hero-demo" }, "demo-request"],
    [{ source: "footer" }, "contact"],
    [{}, "contact"],
    [{ leadType: "  ", source: "  " }, "contact"],
  ] as const)("reads %j as %s", (hint, expected) => {
    expect(inferLeadType(hint)).toBe(expected);
  });

  it("checks the words in the spec's order: newsletter, demo, assessment, exit, popup", () => {
    expect(inferLeadType({ leadType: "popup-demo-newsletter" })).toBe("newsletter");
    expect(inferLeadType({ leadType: "assessment-demo" })).toBe("demo-request");
    expect(inferLeadType({ leadType: "exit-assessment" })).toBe("assessment");
  });

  it("keeps lead types that no word would find", () => {
    expect(inferLeadType({ leadType: "data-rights" })).toBe("data-rights");
    expect(inferLeadType({ leadType: "analysis" })).toBe("analysis");
    expect(inferLeadType({ leadType: "abandonment" })).toBe("abandonment");
  });

  it("lets the lead_type setting win over the source text", () => {
    expect(inferLeadType({ leadType: "contact", source: "newsletter-popup" })).toBe("contact");
    expect(inferLeadType({ leadType: "demo", source: "newsletter" })).toBe("demo-request");
  });

  it("falls back to the source text when lead_type says nothing", () => {
    expect(inferLeadType({ leadType: "webinar", source: "footer-newsletter" })).toBe("newsletter");
  });
});

describe("what a form cannot claim", () => {
  it("never infers a booking or a purchase: those arrive only by signed webhook", () => {
    expect(inferLeadType({ leadType: "booking" })).toBe("contact");
    expect(inferLeadType({ leadType: "purchase", source: "checkout" })).toBe("contact");
  });
});
