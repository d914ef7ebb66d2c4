import { describe, expect, it } from "vitest";
import { roiFormat } from "./roi-format";

describe("roiFormat", () => {
  it("writes whole amounts in the visitor's currency", () => {
    expect(roiFormat("USD").money(367_200)).toBe("$367,200");
    expect(roiFormat("EUR").money(-250_000)).toBe("-€250,000");
    expect(
      roiFormat("SAR")
        .money(1_000_000)
        .replace(/\u00a0/g, " "),
    ).toBe("SAR 1,000,000");
  });

  it("rounds percentages and multiples as the results show them", () => {
    const format = roiFormat("USD");
    expect(format.percent(156.186)).toBe("156%");
    expect(format.percent(-83.2558)).toBe("-83%");
    expect(format.multiple(2.5619)).toBe("2.56×");
  });

  it("shortens axis labels", () => {
    expect(roiFormat("USD").compactMoney(400_000)).toBe("$400K");
    expect(roiFormat("USD").compactMoney(-1_500_000)).toBe("-$1.5M");
  });
});
