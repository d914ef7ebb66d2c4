import { describe, expect, it } from "vitest";
import {
  accessRequestSchema,
  approveSchema,
  documentInputSchema,
  investorCodeSchema,
  verifySchema,
} from "./dataroom-bodies";

describe("the data room's admin bodies", () => {
  it("approves for 14 days unless told, 1 to 90 whole days", () => {
    expect(approveSchema.parse({})).toEqual({ days: 14 });
    expect(approveSchema.parse({ days: 90 })).toEqual({ days: 90 });
    for (const days of [0, 91, 1.5, "7", null])
      expect(approveSchema.safeParse({ days }).success, String(days)).toBe(false);
  });

  it("takes a document with a free slug and plain sections, and refuses a reserved slug", () => {
    const document = {
      slug: "board-minutes",
      title: " Board minutes ",
      description: "Minutes of the board.",
      sections: [{ heading: "2026", paragraphs: ["Met twice."] }],
    };
    expect(documentInputSchema.parse(document).title).toBe("Board minutes");
    expect(documentInputSchema.safeParse({ ...document, slug: "Bad Slug" }).success).toBe(false);
    expect(documentInputSchema.safeParse({ ...document, sections: [] }).success).toBe(false);
  });
});

describe("the data room's public bodies", () => {
  const request = { name: "Morgan Ellis", email: " Investor@Example.com ", firm: "Acme Fund" };

  it("takes an access request with a lower-cased address, no message and English by default", () => {
    expect(accessRequestSchema.parse(request)).toEqual({
      ...request,
      email: "investor@example.com",
      message: "",
      locale: "en",
    });
    expect(accessRequestSchema.parse({ ...request, locale: "ar" }).locale).toBe("ar");
    expect(accessRequestSchema.parse({ ...request, locale: "fr" }).locale).toBe("en");
  });

  it("codes each refused field: required, invalid, too_short, too_long", () => {
    const refused = accessRequestSchema.safeParse({
      name: 7,
      email: "not-an-address",
      firm: "X",
      message: "m".repeat(5001),
    });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "invalid"],
      ["email", "invalid"],
      ["firm", "too_short"],
      ["message", "too_long"],
    ]);
    const missing = accessRequestSchema.safeParse({ email: "  " });
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "required"],
      ["email", "required"],
      ["firm", "required"],
    ]);
  });

  it("turns a token that cannot be ours into null, never a refusal", () => {
    const token = "a".repeat(43);
    expect(verifySchema.parse({ token: ` ${token} `, locale: "de" })).toEqual({
      token,
      locale: "de",
    });
    for (const bad of [undefined, 42, "short", "has spaces in it here", "x".repeat(129)])
      expect(verifySchema.parse({ token: bad })).toEqual({ token: null, locale: "en" });
  });

  it("takes an access code as typed, and anything else as no code", () => {
    expect(investorCodeSchema.parse({ code: "k7qm 3xhp-9trw-c4nv" })).toEqual({
      code: "k7qm 3xhp-9trw-c4nv",
    });
    for (const bad of [undefined, null, 1234, ["K7QM"], "K".repeat(65)])
      expect(investorCodeSchema.parse({ code: bad })).toEqual({ code: null });
  });
});
