import { describe, expect, it } from "vitest";
import { roiFormat } from "./roi-format";

// Intl separates a currency from its amount with a no-break space (CLDR); compare with plain ones.
const plain = (text: string) => text.replace(/\u00a0/g, " ");
// Arabic figures carry bidirectional marks (RLM, ALM) around the Latin digits.
const withoutMarks = (text: string) => plain(text).replace(/[\u061c\u200e\u200f]/g, "");

describe("roiFormat", () => {
  describe("given an English page", () => {
    const usd = roiFormat("USD", "en");

    it("writes whole amounts in the visitor's currency with English grouping", () => {
      expect(usd.money(367_200)).toBe("$367,200");
      expect(roiFormat("EUR", "en").money(-250_000)).toBe("-€250,000");
      expect(plain(roiFormat("SAR", "en").money(1_000_000))).toBe("SAR 1,000,000");
    });

    it("keeps cents of an input amount only when there are some", () => {
      expect(usd.amount(85)).toBe("$85");
      expect(usd.amount(85.5)).toBe("$85.50");
    });

    it("rounds percentages and multiples as the results show them", () => {
      expect(usd.percent(156.186)).toBe("156%");
      expect(usd.percent(-83.2558)).toBe("-83%");
      expect(usd.multiple(2.5619)).toBe("2.56×");
      expect(usd.count(4320)).toBe("4,320");
      expect(usd.decimal(62.5)).toBe("62.5");
    });

    it("shortens axis labels", () => {
      expect(usd.compactMoney(400_000)).toBe("$400K");
      expect(usd.compactMoney(-1_500_000)).toBe("-$1.5M");
    });
  });

  describe("given a German page", () => {
    const usd = roiFormat("USD", "de");

    it("groups with full stops and writes the currency after the amount", () => {
      expect(plain(usd.money(367_200))).toBe("367.200 $");
      expect(plain(roiFormat("EUR", "de").money(-250_000))).toBe("-250.000 €");
      expect(plain(usd.amount(85.5))).toBe("85,50 $");
    });

    it("writes decimals with a comma and a space before the percent sign", () => {
      expect(plain(usd.percent(156.186))).toBe("156 %");
      expect(usd.multiple(2.5619)).toBe("2,56×");
      expect(usd.count(4320)).toBe("4.320");
      expect(usd.decimal(62.5)).toBe("62,5");
      expect(plain(usd.compactMoney(-1_500_000))).toBe("-1,5 Mio. $");
    });
  });

  describe("given an Arabic page", () => {
    const sar = roiFormat("SAR", "ar");

    it("writes Latin digits with Arabic currency symbols, as @vantreo/i18n pins them", () => {
      const money = sar.money(1_000_000);
      expect(withoutMarks(money)).toBe("1,000,000 ر.س.");
      expect(money).not.toMatch(/[\u0660-\u0669]/);
      expect(withoutMarks(roiFormat("USD", "ar").money(367_200))).toBe("367,200 US$");
    });

    it("writes percentages, multiples and counts in Latin digits", () => {
      expect(withoutMarks(sar.percent(156.186))).toBe("156%");
      expect(sar.multiple(2.5619)).toBe("2.56×");
      expect(sar.count(4320)).toBe("4,320");
    });
  });
});
