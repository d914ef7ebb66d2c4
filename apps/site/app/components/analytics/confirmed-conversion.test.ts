// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  browserSentConversions,
  CHECKOUT_PRICES_ATTRIBUTE,
  confirmedConversion,
} from "./confirmed-conversion";

function page(prices?: Record<string, number>): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (prices)
    doc.body.innerHTML = `<div ${CHECKOUT_PRICES_ATTRIBUTE}='${JSON.stringify(prices)}'></div>`;
  return doc;
}

describe("confirmedConversion", () => {
  it("counts the booking-confirmed page in every locale by the booking's uid", () => {
    expect(confirmedConversion("/booking-confirmed", "?uid=abc123", page())).toEqual({
      kind: "booking",
      id: "abc123",
    });
    expect(confirmedConversion("/de/booking-confirmed/", "", page())).toEqual({
      kind: "booking",
      id: "visit",
    });
  });

  it("values a purchase at the catalogue's price, never at what the URL says", () => {
    const doc = page({ "voip-setup": 5000 });
    expect(
      confirmedConversion(
        "/ar/payment-success",
        "?product=voip-setup&session_id=cs_test_a1&value=1",
        doc,
      ),
    ).toEqual({ kind: "purchase", id: "cs_test_a1", product: "voip-setup", value: 5000 });
    expect(
      confirmedConversion("/payment-success", "?product=unknown&session_id=cs_1", doc),
    ).toMatchObject({
      value: null,
    });
  });

  it("counts no purchase without a checkout session id, and nothing on other pages", () => {
    expect(confirmedConversion("/payment-success", "?product=voip-setup", page())).toBeNull();
    expect(confirmedConversion("/payment-success", "?session_id=<script>", page())).toBeNull();
    expect(confirmedConversion("/contact", "?uid=abc", page())).toBeNull();
  });
});

describe("browserSentConversions", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("remembers what was sent across reloads, and a booking without id for the visit only", () => {
    const sent = browserSentConversions();
    sent.add("booking:abc");
    sent.add("booking:visit");
    expect(browserSentConversions().has("booking:abc")).toBe(true);
    expect(JSON.parse(localStorage.getItem("vantreo.confirmed-conversions") ?? "[]")).toEqual([
      "booking:abc",
    ]);
    expect(browserSentConversions().has("booking:visit")).toBe(true);
    sessionStorage.clear();
    expect(browserSentConversions().has("booking:visit")).toBe(false);
  });
});
