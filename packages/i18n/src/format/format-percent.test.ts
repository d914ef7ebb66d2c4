import { describe, expect, it } from "vitest";
import { formatPercent } from "./format-percent";

describe("formatPercent", () => {
  it("reads the value as a fraction", () => {
    expect(formatPercent(0.4, "en")).toBe("40%");
    expect(formatPercent(0.999, "en")).toBe("99.9%");
  });

  it("follows German spacing and Latin digits in Arabic", () => {
    expect(formatPercent(0.4, "de")).toBe("40\u00a0%");
    const arabic = formatPercent(0.4, "ar");
    expect(arabic).toContain("40");
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });
});
