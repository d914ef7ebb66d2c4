import { describe, expect, it } from "vitest";
import { sanitizeMetadata } from "./sanitize-metadata";

describe("sanitizeMetadata", () => {
  it("counts marketing consent as given only when it is literally true", () => {
    expect(sanitizeMetadata({ marketing_consent: true }).marketing_consent).toBe(true);
    expect(sanitizeMetadata({ marketing_consent: "true" }).marketing_consent).toBe(false);
    expect(sanitizeMetadata({ marketing_consent: 1 }).marketing_consent).toBe(false);
    expect(sanitizeMetadata(undefined).marketing_consent).toBe(false);
  });

  it("keeps flat strings, finite numbers and booleans, and drops nested values", () => {
    expect(
      sanitizeMetadata({
        utm_source: " linkedin ",
        score: 3,
        returning: true,
        nested: { a: 1 },
        list: ["a"],
        empty: null,
        infinite: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ marketing_consent: false, utm_source: "linkedin", score: 3, returning: true });
  });

  it("keeps the original lead type given, else the fallback", () => {
    expect(sanitizeMetadata({ original_lead_type: "hero_demo" }, "other").original_lead_type).toBe(
      "hero_demo",
    );
    expect(sanitizeMetadata({}, "footer_signup").original_lead_type).toBe("footer_signup");
    expect(sanitizeMetadata({})).toEqual({ marketing_consent: false });
  });

  it("never copies prototype keys", () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": "x", "prototype": "y"}',
    ) as Record<string, unknown>;
    const metadata = sanitizeMetadata(hostile);
    expect(Object.keys(metadata)).toEqual(["marketing_consent"]);
    expect(Object.getPrototypeOf(metadata)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps at most 32 extra keys of at most 64 characters, with strings cut at 1000", () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`k${index}`, index]));
    expect(Object.keys(sanitizeMetadata(many))).toHaveLength(1 + 32);
    expect(sanitizeMetadata({ ["k".repeat(65)]: "x" })).toEqual({ marketing_consent: false });
    expect(sanitizeMetadata({ ["k".repeat(64)]: "x" })).toHaveProperty("k".repeat(64), "x");
    expect(sanitizeMetadata({ note: "n".repeat(1001) }).note).toBe("n".repeat(1000));
  });

  it("strips tags from string values", () => {
    expect(sanitizeMetadata({ utm_campaign: "<img src=x>spring" }).utm_campaign).toBe("spring");
  });

  it("drops keys with control characters or bidirectional overrides, and cleans values", () => {
    expect(
      sanitizeMetadata({
        "utm\u0000source": "x",
        "\u202eecruos_mtu": "x",
        " utm_term": "x",
        utm_campaign: "spring\u202e\u0000 launch\nweek",
      }),
    ).toEqual({ marketing_consent: false, utm_campaign: "spring launch week" });
  });
});
