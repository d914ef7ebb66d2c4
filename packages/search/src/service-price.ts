import { BOOKING_OPTIONS, type BookingOptionId } from "./booking-options";

/**
 * The booking tier a service's call leads to, from its id (spec section 9, "Service price
 * mapping by id"): assessment or mlops, then workshop or adoption, then deep-dive or
 * optimization, else the consultation. The first rule that matches wins.
 */
export function serviceBookingOption(serviceId: string): BookingOptionId {
  const id = serviceId.toLowerCase();
  if (id.includes("assessment") || id.includes("mlops")) return "assessment";
  if (id.includes("workshop") || id.includes("adoption")) return "workshop";
  if (id.includes("deep-dive") || id.includes("optimization")) return "deep-dive";
  return "consultation";
}

// The tiers are the booking options, so a price lives in one place only.
const TIER_PRICES = Object.fromEntries(
  BOOKING_OPTIONS.map((option) => [option.id, option.price]),
) as Record<BookingOptionId, number>;

/**
 * The price in US dollars shown on a service result (spec section 9): $5,000 when the id
 * contains assessment or mlops, $2,000 for workshop or adoption, $500 for deep-dive or
 * optimization, otherwise $100.
 */
export function servicePrice(serviceId: string): number {
  return TIER_PRICES[serviceBookingOption(serviceId)];
}
