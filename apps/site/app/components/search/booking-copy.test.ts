import { describe, expect, it } from "vitest";
import { RESOURCES } from "@vantreo/i18n";
import { BOOKING_OPTIONS } from "@vantreo/search";
import { BOOKING_DETAIL_KEYS, priceLabel } from "./booking-copy";

describe("given a booking price", () => {
  it("reads as US dollars without cents, and 0 as the translated 'Free'", () => {
    expect(priceLabel(5000, "en", "Free")).toBe("$5,000");
    expect(priceLabel(100, "en", "Free")).toBe("$100");
    expect(priceLabel(0, "de", "Kostenlos")).toBe("Kostenlos");
  });
});

describe("the booking cards' detail lines", () => {
  it("exist for all five options in English, German and Arabic", () => {
    const booking = (locale: "en" | "de" | "ar") =>
      RESOURCES[locale].search.booking as Record<string, string>;
    for (const option of BOOKING_OPTIONS) {
      const key = BOOKING_DETAIL_KEYS[option.id].replace("booking.", "");
      for (const locale of ["en", "de", "ar"] as const) {
        expect(booking(locale)[key], `${locale} ${option.id}`).toMatch(/\S/);
      }
    }
  });

  it("keep the spec's terms for the assessment and the consultation (section 9)", () => {
    const en = RESOURCES.en.search.booking;
    expect(en.assessmentDetail).toBe("1 week, including ROI analysis");
    expect(en.consultationDetail).toBe("Credited to larger packages");
  });
});
