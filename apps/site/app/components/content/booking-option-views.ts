import { formatCurrency, type Locale } from "@vantreo/i18n";
import { BOOKING_OPTIONS, schedulingLink } from "@vantreo/search";
import type { BookingsPageCopy } from "../../copy/bookings-page";
import { fillTemplate } from "../../copy/fill-template";
import { SEARCH_SCHEDULING_URLS } from "../search/search-scheduling";
import type { BookingOptionView } from "./booking-option-list";

/**
 * The five sessions of spec section 9 ("Booking prices") in the visitor's language: prices from
 * the one table in @vantreo/search (0 is the free discovery call), each linked to its scheduling
 * page with utm_source=bookings and the option as utm_service (spec section 7).
 */
export function bookingOptionViews(copy: BookingsPageCopy, locale: Locale): BookingOptionView[] {
  return BOOKING_OPTIONS.map((option) => {
    const text = copy.options[option.id];
    return {
      id: option.id,
      title: text.title,
      description: text.description,
      highlights: text.highlights,
      price: option.price === 0 ? copy.free : formatCurrency(option.price, locale, "USD"),
      href: schedulingLink(SEARCH_SCHEDULING_URLS[option.id], {
        source: "bookings",
        service: option.id,
      }),
      action: fillTemplate(copy.action, { title: text.title }),
    };
  });
}
