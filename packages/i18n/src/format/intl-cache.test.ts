import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCurrency } from "./format-currency";
import { formatDate } from "./format-date";
import { formatNumber } from "./format-number";
import { formatPercent } from "./format-percent";
import { dateTimeFormat, INTL_CACHE_SIZE, numberFormat } from "./intl-cache";

describe("numberFormat and dateTimeFormat", () => {
  it("build a formatter once per locale and options", () => {
    const first = numberFormat("en-US", { maximumFractionDigits: 0 });
    expect(numberFormat("en-US", { maximumFractionDigits: 0 })).toBe(first);
    expect(dateTimeFormat("de-DE", { dateStyle: "long" })).toBe(
      dateTimeFormat("de-DE", { dateStyle: "long" }),
    );
  });

  it("keep formatters of other options and locales apart", () => {
    expect(numberFormat("en-US", { maximumFractionDigits: 0 }).format(2.56)).toBe("3");
    expect(numberFormat("en-US", { maximumFractionDigits: 2 }).format(2.56)).toBe("2.56");
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 }).format(2.56)).toBe("2,56");
    expect(numberFormat("en-US", { style: "currency", currency: "EUR" }).format(5)).toBe("€5.00");
    expect(numberFormat("en-US", { style: "currency", currency: "USD" }).format(5)).toBe("$5.00");
  });

  it("stay bounded: the oldest formatter is dropped, new ones still format right", () => {
    const oldest = numberFormat("en-US", { minimumIntegerDigits: 1 });
    // 21 × 4 = 84 other option sets, more than the cache keeps.
    for (let integers = 1; integers <= 21; integers += 1) {
      for (let fractions = 1; fractions <= 4; fractions += 1) {
        const options = {
          minimumIntegerDigits: integers,
          minimumFractionDigits: fractions,
          useGrouping: false,
        };
        expect(numberFormat("en-US", options).format(7)).toBe(
          `${"7".padStart(integers, "0")}.${"0".repeat(fractions)}`,
        );
      }
    }
    expect(21 * 4).toBeGreaterThan(INTL_CACHE_SIZE);
    expect(numberFormat("en-US", { minimumIntegerDigits: 1 })).not.toBe(oldest);
    expect(numberFormat("en-US", { minimumIntegerDigits: 1 }).format(7)).toBe("7");
  });
});

describe("the format functions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reuse one formatter per locale and options", () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    // Count constructions, building the real formatters.
    const numberFormats = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const dateFormats = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat);
    for (let value = 0; value < 50; value += 1) {
      formatNumber(value, "de", { maximumFractionDigits: 1 });
      formatCurrency(value, "en", "SAR");
      formatPercent(value / 100, "ar");
      formatDate(Date.UTC(2025, 0, 1 + value), "en");
    }
    // One formatter each (none at all when an earlier test of this file built it already).
    expect(numberFormats.mock.calls.length).toBeLessThanOrEqual(3);
    expect(dateFormats.mock.calls.length).toBeLessThanOrEqual(1);
    expect(formatCurrency(49, "en", "SAR")).toMatch(/^SAR\s49$/);
  });
});
