import { formatCurrency, type FormatLocale } from "@vantreo/i18n";

/**
 * An amount in the currency's minor unit (Stripe's cents) in the reader's language: the unit's
 * number of digits comes from Intl, so ¥500 stays ¥500 and $5,000.00 is 500000 cents.
 */
export function formatMinorUnits(amount: number, currency: string, locale: FormatLocale): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return formatCurrency(amount / 10 ** digits, locale, code);
}
