import { describe, expect, it } from "vitest";
import { formatMinorUnits } from "./format-minor-units";

describe("an amount in the currency's minor unit", () => {
  it("divides by the currency's own number of digits, in the reader's language", () => {
    expect(formatMinorUnits(500_000, "usd", "en")).toBe("$5,000");
    expect(formatMinorUnits(125_050, "usd", "en")).toBe("$1,250.50");
    expect(formatMinorUnits(500, "jpy", "en")).toBe("¥500");
    expect(formatMinorUnits(500_000, "eur", "de")).toBe("5.000\u00a0€");
  });
});
