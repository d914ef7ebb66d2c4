import { describe, expect, it } from "vitest";
import {
  FORM_LEAD_SOURCES,
  FORM_LEAD_TYPES,
  isFormLeadType,
  isLeadSource,
  isLeadType,
  LEAD_SOURCES,
  LEAD_TYPES,
} from "./lead-types";

describe("lead types", () => {
  it("lists the eight lead types of the specification", () => {
    expect([...FORM_LEAD_TYPES].sort()).toEqual([
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
    expect(FORM_LEAD_SOURCES).toHaveLength(7);
    expect(FORM_LEAD_SOURCES).toContain("hero-cta");
  });

  it("adds the booking and the purchase, which only a signed webhook creates", () => {
    expect(LEAD_TYPES).toEqual([...FORM_LEAD_TYPES, "booking", "purchase"]);
    expect(LEAD_SOURCES).toEqual([...FORM_LEAD_SOURCES, "scheduler", "checkout"]);
    expect(isLeadType("booking")).toBe(true);
    expect(isFormLeadType("booking")).toBe(false);
    expect(isFormLeadType("purchase")).toBe(false);
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
