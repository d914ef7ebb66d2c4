import { describe, expect, it } from "vitest";
import { formatCurrency } from "./format-currency";

describe("formatCurrency", () => {
  it("writes whole prices without cents, as the spec's $5,000", () => {
    expect(formatCurrency(5000, "en", "USD")).toBe("$5,000");
    expect(formatCurrency(100, "en-US", "USD")).toBe("$100");
  });

  it("keeps cents when there are some", () => {
    expect(formatCurrency(12.5, "en", "USD")).toBe("$12.50");
  });

  it("formats each region's currency in its own convention", () => {
    expect(formatCurrency(5000, "de-DE", "EUR")).toBe("5.000\u00a0€");
    expect(formatCurrency(5000, "en-SG", "SGD")).toBe("$5,000");
  });

  it("writes Saudi riyal amounts with Latin digits", () => {
    const text = formatCurrency(5000, "ar-SA", "SAR");
    expect(text).toContain("5,000");
    expect(text).toContain("ر.س.");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});
