import { describe, expect, it } from "vitest";
import { bookingUrl, siteConfig, type BookingKind } from "./site-config";

const KINDS = Object.keys(siteConfig.scheduling) as BookingKind[];

describe("bookingUrl (spec section 7: scheduling links carry utm_source and utm_service)", () => {
  it.each(KINDS)(
    "gives the %s page both parameters, naming the session booked by default",
    (kind) => {
      const url = new URL(bookingUrl(kind, "footer"));
      expect(`${url.origin}${url.pathname}`).toBe(siteConfig.scheduling[kind]);
      expect(url.searchParams.get("utm_source")).toBe("footer");
      expect(url.searchParams.get("utm_service")).toBe(kind);
    },
  );

  it("names the service a service page books", () => {
    const url = new URL(bookingUrl("consultation-30", "service-page", "llm-evaluation"));
    expect(url.searchParams.get("utm_service")).toBe("llm-evaluation");
  });
});
