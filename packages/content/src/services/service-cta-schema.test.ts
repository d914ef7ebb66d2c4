import { describe, expect, it } from "vitest";
import { formatServicePrice, ServiceCtaSchema } from "./service-cta-schema";

const priced = {
  text: "Start MLOps discovery — $5,000",
  action: "link",
  href: "checkout:mlops-discovery",
  price: { amount: 5000, currency: "USD" },
  product: "mlops-discovery",
};

function issuePaths(input: unknown): string[] {
  const result = ServiceCtaSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

describe("formatServicePrice", () => {
  it("writes whole dollars with thousands separators", () => {
    expect(formatServicePrice({ amount: 2000, currency: "USD" })).toBe("$2,000");
    expect(formatServicePrice({ amount: 15000, currency: "USD" })).toBe("$15,000");
    expect(formatServicePrice({ amount: 100, currency: "USD" })).toBe("$100");
  });

  it("adds /month to subscriptions", () => {
    expect(formatServicePrice({ amount: 1500, currency: "USD", interval: "month" })).toBe(
      "$1,500/month",
    );
    expect(formatServicePrice({ amount: 10000, currency: "USD", interval: "month" })).toBe(
      "$10,000/month",
    );
  });
});

describe("ServiceCtaSchema", () => {
  it("accepts a priced button that links to its product's checkout", () => {
    expect(issuePaths(priced)).toEqual([]);
  });

  it("accepts every scheduling page of spec section 7 and the contact link", () => {
    for (const kind of [
      "discovery-15",
      "assessment",
      "consultation-30",
      "workshop-half-day",
      "deep-dive-60",
    ]) {
      expect(issuePaths({ text: "Book a call", action: "link", href: `booking:${kind}` })).toEqual(
        [],
      );
    }
    expect(
      issuePaths({
        text: "Talk to us",
        action: "link",
        href: "/contact?source=service-page&utm_service=x",
      }),
    ).toEqual([]);
  });

  it.each([
    [
      "an unknown scheduling page",
      { text: "Book a call", action: "link", href: "booking:lunch" },
      ["href"],
    ],
    [
      "an external link",
      { text: "Book a call", action: "link", href: "https://example.com" },
      ["href"],
    ],
    ["an action other than link", { ...priced, action: "button" }, ["action"]],
    ["a price without a product key", { ...priced, product: undefined }, ["product"]],
    ["a product key without a price", { ...priced, price: undefined }, ["price"]],
    [
      "a checkout link for another product",
      { ...priced, href: "checkout:mlops-implementation" },
      ["href"],
    ],
    ["button text that hides the price", { ...priced, text: "Start MLOps discovery" }, ["text"]],
    [
      "button text with another price",
      { ...priced, text: "Start MLOps discovery — $15,000" },
      ["text"],
    ],
    [
      "a one-off price shown as monthly",
      { ...priced, text: "Start MLOps discovery — $5,000/month" },
      ["text"],
    ],
    [
      "a currency other than USD",
      { ...priced, price: { amount: 5000, currency: "EUR" } },
      ["price.currency"],
    ],
    [
      "a fractional amount",
      { ...priced, price: { amount: 4999.5, currency: "USD" } },
      ["price.amount"],
    ],
    [
      "a yearly interval",
      { ...priced, price: { amount: 5000, currency: "USD", interval: "year" } },
      ["price.interval"],
    ],
    [
      "a product key that is not kebab-case",
      { ...priced, product: "MLOps_Discovery", href: "checkout:MLOps_Discovery" },
      ["product"],
    ],
  ])("rejects %s", (_name, input, paths) => {
    expect(issuePaths(input)).toEqual(paths);
  });

  it("rejects a monthly price whose button omits /month", () => {
    const monthly = { ...priced, price: { amount: 5000, currency: "USD", interval: "month" } };
    expect(issuePaths(monthly)).toEqual(["text"]);
    expect(issuePaths({ ...monthly, text: "Start — $5,000/month" })).toEqual([]);
  });
});
