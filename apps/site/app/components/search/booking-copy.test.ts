import { describe, expect, it } from "vitest";
import { priceLabel } from "./booking-copy";

describe("given a booking price", () => {
  it("reads as US dollars without cents, and 0 as the translated 'Free'", () => {
    expect(priceLabel(5000, "en", "Free")).toBe("$5,000");
    expect(priceLabel(100, "en", "Free")).toBe("$100");
    expect(priceLabel(0, "de", "Kostenlos")).toBe("Kostenlos");
  });
});
