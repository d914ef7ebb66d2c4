import { describe, expect, it } from "vitest";
import { BOOKINGS_PAGE_COPY } from "../../copy/bookings-page";
import { bookingOptionViews } from "./booking-option-views";

describe("bookingOptionViews", () => {
  it("offers the five sessions of the specification with their prices, the discovery call free", () => {
    const views = bookingOptionViews(BOOKINGS_PAGE_COPY.en, "en");
    expect(views.map((v) => [v.title, v.price])).toEqual([
      ["Data & AI Assessment", "$5,000"],
      ["Half-Day Workshop", "$2,000"],
      ["60-Minute Deep Dive", "$500"],
      ["30-Minute Consultation", "$100"],
      ["15-Minute Discovery Call", "Free"],
    ]);
  });

  it("says the assessment lasts a week with an ROI analysis and the consultation is credited", () => {
    const [assessment, , , consultation] = bookingOptionViews(BOOKINGS_PAGE_COPY.en, "en");
    expect(assessment?.highlights).toEqual(["1 week", "ROI analysis"]);
    expect(consultation?.highlights).toContain("Credited to larger packages");
  });

  it("links each session to its scheduling page with utm_source=bookings and the session", () => {
    const views = bookingOptionViews(BOOKINGS_PAGE_COPY.en, "en");
    expect(views.map((v) => v.href)).toEqual([
      "https://cal.vantreo.com/assessment?utm_source=bookings&utm_service=assessment",
      "https://cal.vantreo.com/workshop-half-day?utm_source=bookings&utm_service=workshop",
      "https://cal.vantreo.com/deep-dive-60?utm_source=bookings&utm_service=deep-dive",
      "https://cal.vantreo.com/consultation-30?utm_source=bookings&utm_service=consultation",
      "https://cal.vantreo.com/discovery-15?utm_source=bookings&utm_service=discovery",
    ]);
  });

  it("words the sessions, prices and links in German", () => {
    const views = bookingOptionViews(BOOKINGS_PAGE_COPY.de, "de");
    expect(views[0]?.price).toBe("5.000\u00a0$");
    expect(views[4]?.price).toBe("Kostenlos");
    expect(views[2]?.action).toBe("60-minütige Vertiefung buchen");
  });
});
