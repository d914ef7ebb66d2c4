import { describe, expect, it } from "vitest";
import { maskEmail, maskName, maskPersonalData } from "./mask-personal-data";

describe("masking personal data for logs", () => {
  it("keeps the first character and the domain of an e-mail", () => {
    expect(maskEmail("grace.hopper@example.com")).toBe("g***@example.com");
    expect(maskEmail("no-at-sign")).toBe("n***");
  });

  it("keeps the first character of a name, whole characters only", () => {
    expect(maskName("Grace")).toBe("G***");
    expect(maskName("عائشة")).toBe("ع***");
    expect(maskName("😀smile")).toBe("😀***");
    expect(maskName("")).toBe("");
  });

  it("masks fields named like personal data at any depth, and nothing else", () => {
    expect(
      maskPersonalData({
        email: "ada@example.com",
        lead: {
          firstName: "Ada",
          last_name: "Lovelace",
          phone: "+44 20 7946 0958",
          company: "Analytical",
          message: "Hi",
        },
        leadType: "contact",
        path: "/v1/leads",
      }),
    ).toEqual({
      email: "a***@example.com",
      lead: {
        firstName: "A***",
        last_name: "L***",
        phone: "+***",
        company: "A***",
        message: "H***",
      },
      leadType: "contact",
      path: "/v1/leads",
    });
  });
});
