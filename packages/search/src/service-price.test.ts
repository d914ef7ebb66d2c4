import { describe, expect, it } from "vitest";
import { serviceBookingOption, servicePrice } from "./service-price";

describe("servicePrice", () => {
  it("is $5,000 when the id contains assessment or mlops", () => {
    expect(servicePrice("compliance-security-assessments")).toBe(5000);
    expect(servicePrice("mlops-model-operations")).toBe(5000);
    expect(servicePrice("cloud-migration-mlops")).toBe(5000);
  });

  it("is $2,000 when the id contains workshop or adoption", () => {
    expect(servicePrice("executive-ai-workshop")).toBe(2000);
    expect(servicePrice("ai-adoption-change-management")).toBe(2000);
  });

  it("is $500 when the id contains deep-dive or optimization", () => {
    expect(servicePrice("architecture-deep-dive")).toBe(500);
    expect(servicePrice("ai-cost-optimization")).toBe(500);
    expect(servicePrice("llm-optimization")).toBe(500);
  });

  it("is $100 otherwise", () => {
    expect(servicePrice("rag-architecture")).toBe(100);
    expect(servicePrice("zero-trust-architecture")).toBe(100);
    // "deep dive" without the hyphen is not "deep-dive"
    expect(servicePrice("deep dive")).toBe(100);
  });

  it("applies the rules in order: assessment or mlops beats workshop, which beats optimization", () => {
    expect(servicePrice("mlops-workshop")).toBe(5000);
    expect(servicePrice("adoption-optimization")).toBe(2000);
  });

  it("ignores case", () => {
    expect(servicePrice("MLOps-Consulting")).toBe(5000);
  });
});

describe("serviceBookingOption", () => {
  it("names the booking tier whose scheduling page a service links to", () => {
    expect(serviceBookingOption("mlops-consulting")).toBe("assessment");
    expect(serviceBookingOption("ai-adoption-change-management")).toBe("workshop");
    expect(serviceBookingOption("llm-optimization")).toBe("deep-dive");
    expect(serviceBookingOption("rag-architecture")).toBe("consultation");
  });
});
