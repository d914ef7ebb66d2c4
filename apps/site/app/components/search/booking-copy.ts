import { formatCurrency, type Locale } from "@vantreo/i18n";
import type { BookingOptionId } from "@vantreo/search";

/** Translation key (search namespace) of each booking option's title. */
export const BOOKING_TITLE_KEYS: Readonly<Record<BookingOptionId, string>> = {
  assessment: "booking.assessment",
  workshop: "booking.workshop",
  "deep-dive": "booking.deepDive",
  consultation: "booking.consultation",
  discovery: "booking.discovery",
};

/**
 * Translation key of each booking option's detail line: the terms the spec spells out (section
 * 9: the assessment's week and ROI analysis, the consultation credited to larger packages) and
 * what the other three sessions cover, so no card falls back to the package's English copy.
 */
export const BOOKING_DETAIL_KEYS: Readonly<Record<BookingOptionId, string>> = {
  assessment: "booking.assessmentDetail",
  workshop: "booking.workshopDetail",
  "deep-dive": "booking.deepDiveDetail",
  consultation: "booking.consultationDetail",
  discovery: "booking.discoveryDetail",
};

/**
 * A price as the booking buttons show it: US dollars in the visitor's locale ("$5,000"), or the
 * translated 'Free' for the discovery call, whose price is 0 (spec section 9).
 */
export function priceLabel(price: number, locale: Locale, freeLabel: string): string {
  return price === 0 ? freeLabel : formatCurrency(price, locale, "USD");
}
