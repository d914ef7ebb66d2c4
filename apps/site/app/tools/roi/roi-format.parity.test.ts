import { formatCurrency, formatNumber, formatPercent } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { formatEnDecimal } from "./en-decimal";
import { roiFormat, type RoiFormat } from "./roi-format";
import { ROI_CURRENCIES, type RoiCurrency } from "./roi-url-state";

/** The reference: the same patterns written by Intl (what `roiFormat` used before, and replaces). */
function intlFormat(currency: RoiCurrency): RoiFormat {
  return {
    money: (value) => formatCurrency(value, "en", currency, { maximumFractionDigits: 0 }),
    amount: (value) => formatCurrency(value, "en", currency, { maximumFractionDigits: 2 }),
    compactMoney: (value) =>
      formatCurrency(value, "en", currency, { notation: "compact", maximumFractionDigits: 1 }),
    percent: (value) => formatPercent(value / 100, "en", { maximumFractionDigits: 0 }),
    multiple: (value) => `${formatNumber(value, "en", { maximumFractionDigits: 2 })}×`,
    count: (value) => formatNumber(value, "en", { maximumFractionDigits: 0 }),
    decimal: (value) => formatNumber(value, "en", { maximumFractionDigits: 2 }),
  };
}

/** A seeded generator (mulberry32), so a failure names values that reproduce. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values where rounding and units turn: halves, carries into a new digit or unit, tiny, huge. */
const EDGES = [
  0,
  -0,
  0.4,
  0.5,
  -0.5,
  1.5,
  2.5,
  -2.5,
  0.005,
  0.015,
  1.005,
  1.015,
  1.025,
  2.675,
  8.345,
  0.045,
  9.995,
  99.995,
  999.4,
  999.5,
  999.94,
  999.95,
  999.96,
  9999.5,
  99999.95,
  999949,
  999950,
  999999.5,
  1e6 - 0.05,
  1e6,
  1_049_999,
  1_050_000,
  9_999_999,
  999_950_000,
  1e9 - 1,
  1e12 - 1,
  1e12,
  123_456_789.987,
  1.2345e14,
  12.3456,
  0.0001,
  1e-7,
  -1e-7,
  5e-324,
  734_400,
  367_200,
  156.186,
  -83.2558,
  2.5619,
  -250_000,
  62.5,
  85.5,
  85.001,
  4320,
];

function values(): number[] {
  const next = random(2026);
  const list = [...EDGES, ...EDGES.map((value) => -value)];
  for (let integer = -20_000; integer <= 20_000; integer += 37) list.push(integer);
  for (let index = 0; index < 4000; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 15 - 3);
    const places = Math.floor(next() * 4);
    // Values with few decimals, as people type them and as halves happen.
    const value = Math.round(next() * magnitude * 10 ** places) / 10 ** places;
    list.push(next() < 0.3 ? -value : value);
    // And arbitrary doubles.
    list.push((next() - 0.3) * magnitude * 7.77);
  }
  return list;
}

describe("roiFormat writes what Intl writes", () => {
  const all = values();
  for (const currency of ROI_CURRENCIES) {
    it(`in ${currency}, for ${all.length} values and every pattern`, () => {
      const ours = roiFormat(currency);
      const intl = intlFormat(currency);
      const differences: string[] = [];
      for (const pattern of Object.keys(intl) as (keyof RoiFormat)[]) {
        for (const value of all) {
          const expected = intl[pattern](value);
          const actual = ours[pattern](value);
          if (actual !== expected)
            differences.push(`${pattern}(${value}): ${actual} ≠ ${expected}`);
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
    });
  }

  it(`writes plain numbers (the form's limits) as Intl's defaults do, for ${all.length} values`, () => {
    const differences = all
      .map((value) => [value, formatEnDecimal(value, { maximumFractionDigits: 3 })] as const)
      .filter(([value, actual]) => actual !== formatNumber(value, "en"))
      .map(([value, actual]) => `${value}: ${actual} ≠ ${formatNumber(value, "en")}`);
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it("covers halves, unit carries and negative zero (the edges are in the sample)", () => {
    const format = roiFormat("USD");
    expect(format.money(2.5)).toBe("$3");
    expect(format.money(-0.4)).toBe("-$0");
    expect(format.compactMoney(999_960)).toBe("$1M");
    expect(format.compactMoney(950)).toBe("$950");
    expect(format.amount(85.5)).toBe("$85.50");
    expect(format.amount(85.001)).toBe("$85");
    expect(format.decimal(1.005)).toBe("1.01");
  });
});
