import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("groups and separates decimals the way each language does", () => {
    expect(formatNumber(1234567.891, "en")).toBe("1,234,567.891");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
  });

  it("writes Arabic numbers in Latin digits, also for Saudi Arabia", () => {
    // ar-SA defaults to Arabic-Indic digits (١٬٢٣٤) without the pinned numbering system.
    expect(formatNumber(1234567.891, "ar-SA")).toBe("1,234,567.891");
    expect(formatNumber(500, "ar")).toBe("500");
  });

  it("passes Intl options through", () => {
    expect(formatNumber(0.5, "en", { minimumFractionDigits: 2 })).toBe("0.50");
  });
});
