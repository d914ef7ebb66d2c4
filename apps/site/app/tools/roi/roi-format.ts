import { formatCurrency, formatNumber, formatPercent, type Locale } from "@vantreo/i18n";
import type { RoiCurrency } from "./roi-url-state";

/** How the calculator writes its figures: in the page's language, in the visitor's currency. */
export interface RoiFormat {
  /** A whole amount: "$367,200" (en), "367.200 $" (de), "SGD 367,200". */
  money(value: number): string;
  /** An input amount, cents kept when typed: "$85", "$85.50". */
  amount(value: number): string;
  /** A short axis label: "$400K" (en), "400.000 $" (de keeps thousands whole). */
  compactMoney(value: number): string;
  /** A percentage from a percentage value (156.19 → "156%", "156 %" in German). */
  percent(value: number): string;
  /** A multiple: "2.56×" (en), "2,56×" (de). */
  multiple(value: number): string;
  /** A count: "4,320" (en), "4.320" (de). */
  count(value: number): string;
  /** A typed number, up to two decimals: "62.5" (en), "62,5" (de). */
  decimal(value: number): string;
}

/**
 * The formatter of one page locale and currency, through @vantreo/i18n's Intl formatters (Latin
 * digits and the locale's grouping and decimal marks, the same as the other tools; spec section 9).
 */
export function roiFormat(currency: RoiCurrency, locale: Locale): RoiFormat {
  const money = (value: number, options: Intl.NumberFormatOptions) =>
    formatCurrency(value, locale, currency, options);
  return {
    money: (value) => money(value, { maximumFractionDigits: 0 }),
    amount: (value) => money(value, { maximumFractionDigits: 2 }),
    compactMoney: (value) => money(value, { notation: "compact", maximumFractionDigits: 1 }),
    percent: (value) => formatPercent(value / 100, locale, { maximumFractionDigits: 0 }),
    multiple: (value) => `${formatNumber(value, locale, { maximumFractionDigits: 2 })}×`,
    count: (value) => formatNumber(value, locale, { maximumFractionDigits: 0 }),
    decimal: (value) => formatNumber(value, locale, { maximumFractionDigits: 2 }),
  };
}
