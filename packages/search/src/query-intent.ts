import { BOOKING_OPTIONS, type BookingOptionId } from "./booking-options";
import { containsPhrase, queryWords } from "./query-words";

/**
 * Words that show the visitor wants to book time rather than read (spec section 9: "Booking
 * intent words trigger booking cards"), in English, German and Arabic (normalised spellings).
 */
export const BOOKING_INTENT_WORDS = [
  "book",
  "booking",
  "schedule",
  "appointment",
  "meeting",
  "call",
  "consult",
  "talk",
  "demo",
  "pricing",
  "price",
  "prices",
  "quote",
  "hire",
  "contact",
  "get in touch",
  "buchen",
  "buchung",
  "termin",
  "preis",
  "preise",
  "kontakt",
  "gespraech",
  "حجز",
  "موعد",
  "اتصال",
  "تواصل",
  "سعر",
  "اسعار",
] as const;

/**
 * Words that mark an urgent need (spec section 9: urgency 'high' and a 'Fast Track' badge when
 * urgent words appear), in English, German and Arabic (normalised spellings).
 */
export const URGENT_WORDS = [
  "urgent",
  "urgently",
  "asap",
  "emergency",
  "immediately",
  "immediate",
  "right away",
  "fast",
  "quick",
  "quickly",
  "rush",
  "deadline",
  "today",
  "this week",
  "dringend",
  "sofort",
  "eilig",
  "schnell",
  "notfall",
  "عاجل",
  "فوري",
  "فورا",
  "بسرعه",
  "طوارئ",
] as const;

/** What a query asks for beyond matching text. */
export interface QueryIntent {
  /** Every booking card is wanted (a booking intent word or an urgent word). */
  readonly allBookings: boolean;
  /** Booking cards the query names itself ("workshop", "discovery call"). */
  readonly namedBookings: ReadonlySet<BookingOptionId>;
  /** An urgent word appears: results carry urgency 'high' and the 'Fast Track' badge. */
  readonly urgent: boolean;
}

/**
 * Reads booking intent and urgency from a query. An urgent visitor is offered the booking
 * cards too: the fastest help is a call, and the 'Fast Track' badge sits on those cards.
 */
export function detectQueryIntent(query: string): QueryIntent {
  const words = queryWords(query);
  const urgent = URGENT_WORDS.some((word) => containsPhrase(words, word));
  const allBookings = urgent || BOOKING_INTENT_WORDS.some((word) => containsPhrase(words, word));
  const namedBookings = new Set<BookingOptionId>();
  for (const option of BOOKING_OPTIONS) {
    if (option.words.some((word) => containsPhrase(words, word))) namedBookings.add(option.id);
  }
  return { allBookings, namedBookings, urgent };
}
