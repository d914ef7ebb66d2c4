import { formatCurrency, formatNumber, formatPercent } from "@vantreo/i18n";
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

/** The formatter of one currency (the page is English, so figures use English grouping). */
export function roiFormat(currency: RoiCurrency): RoiFormat {
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
