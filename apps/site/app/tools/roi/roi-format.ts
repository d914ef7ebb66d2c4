import { formatEnCompact, formatEnDecimal } from "./en-decimal";
import type { RoiCurrency } from "./roi-url-state";

/** How the calculator writes its figures: English page, the visitor's currency. */
export interface RoiFormat {
  /** A whole amount: "$367,200", "SGD 367,200", "€367,200", "SAR 367,200". */
  money(value: number): string;
  /** An input amount, cents kept when typed: "$85", "$85.50". */
  amount(value: number): string;
  /** A short axis label: "$400K". */
  compactMoney(value: number): string;
  /** A percentage from a percentage value (156.19 → "156%"). */
  percent(value: number): string;
  /** A multiple: "2.56×". */
  multiple(value: number): string;
  /** A count: "4,320". */
  count(value: number): string;
  /** A typed number, up to two decimals: "62.5". */
  decimal(value: number): string;
}

/**
 * How en-US writes each currency before an amount (CLDR's symbols for English: its own sign for
 * the dollar and the euro, the ISO code and a no-break space for the others).
 */
const CURRENCY_PREFIX: Record<RoiCurrency, string> = {
  USD: "$",
  EUR: "€",
  SGD: "SGD\u00a0",
  SAR: "SAR\u00a0",
};

/**
 * The formatter of one currency (the page is English, so figures use English grouping). Written
 * without Intl (see `en-decimal.ts`); the output is Intl's, checked by the parity test.
 */
export function roiFormat(currency: RoiCurrency): RoiFormat {
  const prefix = CURRENCY_PREFIX[currency];
  return {
    money: (value) => formatEnDecimal(value, { maximumFractionDigits: 0, prefix }),
    amount: (value) =>
      formatEnDecimal(value, {
        maximumFractionDigits: 2,
        minimumFractionDigits: 2,
        stripIfInteger: true,
        prefix,
      }),
    compactMoney: (value) => formatEnCompact(value, { maximumFractionDigits: 1, prefix }),
    percent: (value) =>
      formatEnDecimal(value / 100, { maximumFractionDigits: 0, shiftBy: 2, suffix: "%" }),
    multiple: (value) => formatEnDecimal(value, { maximumFractionDigits: 2, suffix: "×" }),
    count: (value) => formatEnDecimal(value, { maximumFractionDigits: 0 }),
    decimal: (value) => formatEnDecimal(value, { maximumFractionDigits: 2 }),
  };
}
