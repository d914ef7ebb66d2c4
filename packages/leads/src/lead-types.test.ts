import { describe, expect, it } from "vitest";
import { isLeadSource, isLeadType, LEAD_SOURCES, LEAD_TYPES } from "./lead-types";

describe("lead types", () => {
  it("lists the eight lead types of the specification", () => {
    expect([...LEAD_TYPES].sort()).toEqual([
      "abandonment",
      "analysis",
      "assessment",
      "contact",
      "data-rights",
      "demo-request",
      "exit-intent",
      "newsletter",
    ]);
  });

  it("lists the seven sources of the specification", () => {
    expect(LEAD_SOURCES).toHaveLength(7);
    expect(LEAD_SOURCES).toContain("hero-cta");
  });

  it("accepts known lead types and rejects anything else", () => {
    expect(isLeadType("newsletter")).toBe(true);
    expect(isLeadType("Newsletter")).toBe(false);
    expect(isLeadType(42)).toBe(false);
  });
});

describe("lead sources", () => {
  it("accepts known sources and rejects anything else", () => {
    expect(isLeadSource("inline-form")).toBe(true);
    expect(isLeadSource("Footer")).toBe(false);
    expect(isLeadSource(undefined)).toBe(false);
  });
});
