import { describe, expect, it } from "vitest";
import { bookingOptionLink, SEARCH_SCHEDULING_URLS } from "./search-scheduling";

describe("given the site's scheduling pages", () => {
  it("maps each booking option to its own page (spec section 7)", () => {
    expect(SEARCH_SCHEDULING_URLS).toEqual({
      assessment: "https://cal.vantreo.com/assessment",
      workshop: "https://cal.vantreo.com/workshop-half-day",
      "deep-dive": "https://cal.vantreo.com/deep-dive-60",
      consultation: "https://cal.vantreo.com/consultation-30",
      discovery: "https://cal.vantreo.com/discovery-15",
    });
  });

  it("links an option with utm_source=search and the option as utm_service", () => {
    expect(bookingOptionLink("deep-dive")).toBe(
      "https://cal.vantreo.com/deep-dive-60?utm_source=search&utm_service=deep-dive",
    );
  });
});
