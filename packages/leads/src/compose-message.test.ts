import { describe, expect, it } from "vitest";
import { composeMessage } from "./compose-message";

describe("composeMessage", () => {
  it("adds a source line and a company line under the visitor's text", () => {
    expect(
      composeMessage({ message: "We need a RAG audit.", source: "footer", company: "Acme Health" }),
    ).toBe("We need a RAG audit.\n\nSource: footer\nCompany: Acme Health");
  });

  it("leaves the company line out when no company was given", () => {
    expect(composeMessage({ message: "Hello there", source: "hero-cta", company: "  " })).toBe(
      "Hello there\n\nSource: hero-cta",
    );
    expect(composeMessage({ message: "Hello there", source: "hero-cta" })).toBe(
      "Hello there\n\nSource: hero-cta",
    );
  });

  it("starts with the source line when the visitor wrote nothing", () => {
    expect(composeMessage({ message: "  ", source: "popup", company: "Acme" })).toBe(
      "Source: popup\nCompany: Acme",
    );
    expect(composeMessage({ source: "popup" })).toBe("Source: popup");
  });

  it("trims the visitor's text but keeps its inner line breaks", () => {
    expect(composeMessage({ message: "\n Line one\nLine two \n", source: "contact-page" })).toBe(
      "Line one\nLine two\n\nSource: contact-page",
    );
  });
});
