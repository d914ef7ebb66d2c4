export * from "./booking-options";
export * from "./challenges";
export { BOOKING_CATEGORY } from "./booking-result";
export type { SearchLocale } from "./entry-result";
export * from "./index-loader";
export * from "./match-ranges";
export * from "./match-text";
export * from "./normalize-text";
export * from "./personas";
export {
  BOOKING_INTENT_WORDS,
  URGENT_WORDS,
  detectQueryIntent,
  type QueryIntent,
} from "./query-intent";
export * from "./scheduling-link";
export * from "./search";
export * from "./search-index";
export * from "./search-limits";
export * from "./search-result";
export * from "./search-sources";
export * from "./search-weights";
export * from "./serialize-index";
export * from "./service-price";
export * from "./toggle-chip";
