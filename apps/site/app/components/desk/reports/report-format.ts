import { formatMinorUnits } from "../format-minor-units";
import { formatDate, formatNumber, formatPercent, type FormatLocale } from "@vantreo/i18n";

/** How the reports write figures in a locale (the @vantreo/i18n helpers: Latin digits). */
export function reportFormat(locale: FormatLocale) {
  return {
    number: (value: number) => formatNumber(value, locale),
    rate: (value: number | null) => (value === null ? "–" : formatPercent(value, locale)),
    /** A period by its first day (a date, the same day in every time zone). */
    period: (period: string) => formatDate(period, locale, { dateStyle: "medium" }),
    /** A value in dollars, the currency of the spec's conversion values. */
    dollars: (value: number) =>
      formatNumber(value, locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
    /** An amount in cents of `currency`. */
    money: (minor: number, currency: string | null) =>
      currency ? formatMinorUnits(minor, currency, locale) : formatNumber(minor / 100, locale),
    /** A duration in hours, one decimal. */
    hours: (ms: number | null) =>
      ms === null
        ? "–"
        : formatNumber(ms / 3_600_000, locale, {
            style: "unit",
            unit: "hour",
            unitDisplay: "short",
            maximumFractionDigits: 1,
          }),
  };
}

/** The figures of {@link reportFormat}. */
export type ReportFormat = ReturnType<typeof reportFormat>;
