// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clickConversion, viewConversions, type BookingTargets } from "./conversion-triggers";

const TARGETS: BookingTargets = {
  scheduling: ["https://cal.example.test/consultation-30", "https://cal.example.test/assessment"],
  checkoutPrefix: "https://pay.example.test/checkout/",
};

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.body.innerHTML = html;
  return doc;
}

describe("clickConversion", () => {
  it("no longer counts a click on a scheduling or checkout link: the confirmation does", () => {
    const doc = page(
      '<a id="a" href="https://cal.example.test/consultation-30?utm_source=menu"><span>Book</span></a>' +
        '<a id="b" href="https://pay.example.test/checkout/voip-setup">$5,000</a>',
    );
    expect(clickConversion(doc.querySelector("span"))).toBeNull();
    expect(clickConversion(doc.getElementById("b"))).toBeNull();
  });

  it("takes a marked element's conversion, and ignores a name the spec does not have", () => {
    const doc = page(
      '<a id="a" href="/reports/x.pdf" data-conversion="case_study_download">PDF</a>' +
        '<a id="b" href="/x" data-conversion="constructor">x</a>',
    );
    expect(clickConversion(doc.getElementById("a"))).toEqual({
      conversion: "case_study_download",
    });
    expect(clickConversion(doc.getElementById("b"))).toBeNull();
  });

  it("ignores other links and non-elements", () => {
    const doc = page('<a id="a" href="/contact">Contact</a><a id="b" href="/x">x</a>');
    expect(clickConversion(doc.getElementById("a"))).toBeNull();
    expect(clickConversion(doc.getElementById("b"))).toBeNull();
    expect(clickConversion(null)).toBeNull();
  });
});

describe("viewConversions", () => {
  const empty = page("<p>text</p>");

  it.each([
    ["/compare/accenture-alternative", ["comparison_view"]],
    ["/services/llm-evaluation", ["service_view"]],
    ["/services/human-ai-workforce-enablement/pmo-services", ["service_view"]],
    ["/bookings", ["pricing_view"]],
    ["/services", []],
    ["/de/services", []],
    ["/compare", []],
    ["/insights/some-article", []],
  ])("on %s sends %o", (path, expected) => {
    expect(viewConversions(path, empty, TARGETS)).toEqual(expected);
  });

  it("counts a page with a fixed-price checkout button as a pricing view too", () => {
    const doc = page('<a href="https://pay.example.test/checkout/mlops-discovery">$5,000</a>');
    expect(viewConversions("/services/mlops-model-operations", doc, TARGETS)).toEqual([
      "service_view",
      "pricing_view",
    ]);
  });
});
