import { describe, expect, it } from "vitest";
import { LeadInputSchema, LeadSchema } from "./lead-schema";
import { sanitizeLead } from "./sanitize-lead";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+14045550100",
  company: "Analytical Engines",
  message: "We would like a data architecture review.",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: {
    marketing_consent: true,
    original_lead_type: "contact_form",
    utm_source: "linkedin",
    visits: 3,
  },
};

describe("LeadSchema", () => {
  it("accepts a sanitized lead with flat metadata", () => {
    expect(LeadSchema.safeParse(valid).success).toBe(true);
  });

  it("accepts whatever sanitizeLead produces, even from empty input", () => {
    expect(LeadSchema.safeParse(sanitizeLead({}, new Date("2025-06-16T12:00:00Z"))).success).toBe(
      true,
    );
  });

  it("refuses unknown lead types and sources", () => {
    expect(LeadSchema.safeParse({ ...valid, leadType: "webinar" }).success).toBe(false);
    expect(LeadSchema.safeParse({ ...valid, source: "banner" }).success).toBe(false);
  });

  it("allows an empty page URL or an http(s) one, never javascript:", () => {
    expect(LeadSchema.safeParse({ ...valid, pageUrl: "" }).success).toBe(true);
    expect(LeadSchema.safeParse({ ...valid, pageUrl: "http://127.0.0.1:4173/" }).success).toBe(
      true,
    );
    expect(LeadSchema.safeParse({ ...valid, pageUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("requires an ISO timestamp and a boolean consent", () => {
    expect(LeadSchema.safeParse({ ...valid, timestamp: "16/06/2025" }).success).toBe(false);
    expect(LeadSchema.safeParse({ ...valid, metadata: {} }).success).toBe(false);
  });

  it("refuses nested metadata values", () => {
    expect(
      LeadSchema.safeParse({ ...valid, metadata: { marketing_consent: false, nested: { a: 1 } } })
        .success,
    ).toBe(false);
  });
});

describe("LeadInputSchema", () => {
  it("accepts an empty object and nulls for absent fields", () => {
    expect(LeadInputSchema.safeParse({}).success).toBe(true);
    expect(LeadInputSchema.safeParse({ phone: null, metadata: null }).success).toBe(true);
  });

  it("drops unknown top-level keys", () => {
    expect(LeadInputSchema.parse({ email: "a@b.co", role: "admin" })).toEqual({ email: "a@b.co" });
  });
});
