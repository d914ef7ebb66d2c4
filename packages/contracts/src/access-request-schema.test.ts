import { LEAD_LIMITS } from "@vantreo/leads";
import { describe, expect, it } from "vitest";
import { accessRequestSchema } from "./dataroom-bodies";

/** The schema's answer as the API gives it: the value, or the first code per refused field. */
function parseAccessRequest(body: Record<string, unknown>) {
  const result = accessRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { ok: false, fields };
}

const VALID = {
  name: "Morgan Ellis",
  email: "investor@example.com",
  firm: "Chattahoochee Growth Partners",
  message: "We would like to review the data room.",
  locale: "en",
};

describe("accessRequestSchema", () => {
  it("removes control characters and bidirectional overrides from every text", () => {
    const result = parseAccessRequest({
      ...VALID,
      name: "Mor\u0000gan\u202e Ellis",
      firm: "\u2066Chattahoochee\u0007 Growth\u2069 Partners\u0000",
      message: "Line\u0000 one\u202d\r\nline\ttwo\u0085",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...VALID,
        name: "Morgan Ellis",
        firm: "Chattahoochee Growth Partners",
        message: "Line one\nline\ttwo",
      },
    });
  });

  it("turns line breaks and tabs into spaces in the name and the firm", () => {
    const result = parseAccessRequest({ ...VALID, name: "Morgan\r\nEllis", firm: "Acme\tFund" });
    expect(result).toMatchObject({ ok: true, value: { name: "Morgan Ellis", firm: "Acme Fund" } });
  });

  it("strips tags after the control characters, so a NUL cannot hide one", () => {
    const result = parseAccessRequest({ ...VALID, name: "<scr\u0000ipt>Morgan</script>" });
    expect(result).toMatchObject({ ok: true, value: { name: "Morgan" } });
  });

  it("counts a name of nothing but controls and overrides as missing", () => {
    expect(parseAccessRequest({ ...VALID, name: "\u0000\u202e\u2066" })).toEqual({
      ok: false,
      fields: { name: "required" },
    });
  });

  it("refuses text over the raw ceiling as too long, before cleaning it", () => {
    const over = "<a".repeat(LEAD_LIMITS.rawTextMax / 2 + 1);
    expect(parseAccessRequest({ ...VALID, name: over, firm: over, message: over })).toEqual({
      ok: false,
      fields: { name: "too_long", firm: "too_long", message: "too_long" },
    });
  });
});
