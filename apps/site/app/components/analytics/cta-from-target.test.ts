// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ctaFromTarget } from "./cta-from-target";

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector) as Element;
}

describe("ctaFromTarget", () => {
  it("finds the consultation button a click landed inside", () => {
    const icon = element('<a data-cta="hero_consultation"><svg><path /></svg></a>', "path");
    expect(ctaFromTarget(icon)).toBe("hero_consultation");
  });

  it("knows the footer consultation button", () => {
    const link = element('<a data-cta="footer_consultation">Book</a>', "a");
    expect(ctaFromTarget(link)).toBe("footer_consultation");
  });

  it("ignores other data-cta values, plain elements and non-elements", () => {
    expect(ctaFromTarget(element('<a data-cta="pricing">x</a>', "a"))).toBeNull();
    expect(ctaFromTarget(element("<p>text</p>", "p"))).toBeNull();
    expect(ctaFromTarget(window)).toBeNull();
    expect(ctaFromTarget(null)).toBeNull();
  });
});
