import { describe, expect, it } from "vitest";
import { serviceCtaHref } from "./service-cta-link";

describe("serviceCtaHref", () => {
  it("sends fixed-price buttons to the product's hosted checkout", () => {
    const cta = {
      text: "Start the pilot — $5,000",
      action: "link" as const,
      href: "checkout:prompt-pilot",
      product: "prompt-pilot",
      price: { amount: 5000, currency: "USD" as const },
    };
    expect(serviceCtaHref(cta, "prompt-engineering-copilot")).toEqual({
      href: "https://pay.vantreo.com/checkout/prompt-pilot",
      external: true,
    });
  });

  it("adds utm_source and utm_service to scheduling links", () => {
    const cta = { text: "Book a deep dive", action: "link" as const, href: "booking:deep-dive-60" };
    const { href, external } = serviceCtaHref(cta, "rag-architecture");
    expect(external).toBe(true);
    const url = new URL(href);
    expect(url.pathname).toBe("/deep-dive-60");
    expect(url.searchParams.get("utm_source")).toBe("service-page");
    expect(url.searchParams.get("utm_service")).toBe("rag-architecture");
  });

  it("keeps contact links on the site", () => {
    const cta = {
      text: "Talk to us",
      action: "link" as const,
      href: "/contact?source=service-page&utm_service=llm-evaluation",
    };
    expect(serviceCtaHref(cta, "llm-evaluation")).toEqual({
      href: "/contact?source=service-page&utm_service=llm-evaluation",
      external: false,
    });
  });
});
