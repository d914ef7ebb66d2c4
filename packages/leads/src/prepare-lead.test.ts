import { describe, expect, it } from "vitest";
import { LEAD_LIMITS } from "./lead-limits";
import { LEAD_TYPES } from "./lead-types";
import { prepareLead } from "./prepare-lead";

const NOW = new Date("2025-06-16T12:00:00.000Z");
const VALID = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "Please call us about a private LLM pilot.",
  leadType: "contact",
};
const BODY_ERROR = {
  field: "body",
  code: "validation_failed",
  message: "Please correct the form errors and try again",
};

describe("prepareLead", () => {
  it("returns the sanitized lead when the input is valid", () => {
    const result = prepareLead(
      {
        firstName: " Ada ",
        lastName: "Lovelace",
        email: "ADA@Example.com",
        message: "Please call us about a private LLM pilot.",
        leadType: "contact",
        source: "contact-page",
        pageUrl: "https://www.vantreo.com/contact",
        metadata: { marketing_consent: true },
        isAdmin: true,
      },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      lead: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "",
        company: "",
        message: "Please call us about a private LLM pilot.",
        leadType: "contact",
        source: "contact-page",
        pageUrl: "https://www.vantreo.com/contact",
        timestamp: "2025-06-16T12:00:00.000Z",
        metadata: { marketing_consent: true },
      },
    });
  });

  it("validates after sanitizing, so tags alone do not make a name", () => {
    const result = prepareLead(
      {
        email: "ada@example.com",
        firstName: "<b></b>",
        lastName: "Lovelace",
        message: "Ten chars!",
      },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: "firstName", code: "first_name_required", message: "First name is required" },
      ],
    });
  });

  it("accepts the raw JSON text of a request body", () => {
    const result = prepareLead('{"email":"ada@example.com","leadType":"newsletter"}', NOW);
    expect(result.ok).toBe(true);
  });

  it("refuses text that is not JSON", () => {
    expect(prepareLead("{not json", NOW)).toEqual({ ok: false, errors: [BODY_ERROR] });
  });

  it("refuses bodies that are not objects", () => {
    for (const input of [null, undefined, 42, true, [], ["a"], "[]", "null"]) {
      expect(prepareLead(input, NOW), JSON.stringify(input)).toEqual({
        ok: false,
        errors: [BODY_ERROR],
      });
    }
  });

  it("names each field of the wrong type, in the order of the lead fields", () => {
    expect(
      prepareLead(
        { email: 42, firstName: { $ne: "" }, metadata: { marketing_consent: "yes" } },
        NOW,
      ),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: "firstName",
          code: "validation_failed",
          message: "Please correct the form errors and try again",
        },
        {
          field: "email",
          code: "validation_failed",
          message: "Please correct the form errors and try again",
        },
        {
          field: "metadata",
          code: "validation_failed",
          message: "Please correct the form errors and try again",
        },
      ],
    });
  });

  it("never throws, not even on a throwing getter or a revoked proxy", () => {
    const getter = Object.defineProperty({}, "email", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const cyclic: Record<string, unknown> = { email: "ada@example.com", leadType: "newsletter" };
    cyclic.metadata = { self: cyclic };
    expect(() => prepareLead(getter, NOW)).not.toThrow();
    expect(prepareLead(getter, NOW).ok).toBe(false);
    expect(prepareLead(proxy, NOW)).toEqual({ ok: false, errors: [BODY_ERROR] });
    expect(prepareLead(cyclic, NOW)).toMatchObject({
      ok: true,
      lead: { metadata: { marketing_consent: false } },
    });
  });

  it("does not let __proto__ in the body reach any prototype", () => {
    const result = prepareLead(
      '{"__proto__":{"polluted":true},"email":"ada@example.com","leadType":"newsletter","metadata":{"__proto__":{"polluted":true}}}',
      NOW,
    );
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.ok) expect(Object.keys(result.lead.metadata)).toEqual(["marketing_consent"]);
  });

  it("refuses a text over the raw ceiling with its field's message, before sanitizing it", () => {
    const over = "<b>".repeat(Math.ceil(LEAD_LIMITS.rawTextMax / 3) + 1);
    expect(over.length).toBeGreaterThan(LEAD_LIMITS.rawTextMax);
    const result = prepareLead(
      { ...VALID, firstName: over, company: over, message: over, phone: over },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: "firstName", code: "first_name_required", message: "First name is required" },
        { field: "phone", code: "validation_failed", message: BODY_ERROR.message },
        { field: "company", code: "company_required", message: "Company name is required" },
        {
          field: "message",
          code: "message_length",
          message: "Message must be between 10 and 5000 characters",
        },
      ],
    });
  });

  it("accepts a text at the raw ceiling and judges it after sanitizing", () => {
    const padded = `${" ".repeat(LEAD_LIMITS.rawTextMax - 20)}Ten chars or more`;
    expect(padded.length).toBeLessThanOrEqual(LEAD_LIMITS.rawTextMax);
    expect(prepareLead({ ...VALID, message: padded }, NOW)).toMatchObject({
      ok: true,
      lead: { message: "Ten chars or more" },
    });
  });

  it("applies the field limits to every lead type", () => {
    for (const leadType of LEAD_TYPES) {
      expect(
        prepareLead({ ...VALID, leadType, firstName: "f".repeat(51) }, NOW),
        leadType,
      ).toMatchObject({ ok: false, errors: [{ field: "firstName" }] });
    }
  });
});
