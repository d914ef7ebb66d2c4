import { describe, expect, it } from "vitest";
import { validateAccessRequest } from "./validate-access-request";

const valid = {
  name: "Dana Whitfield",
  email: "dana@fund.example",
  firm: "Peachtree Capital",
  message: "",
};

describe("a request for access before it is sent", () => {
  it("passes with a name, an e-mail address and a firm; the message is optional", () => {
    expect(validateAccessRequest(valid)).toEqual({});
  });

  it("names every missing or malformed field", () => {
    expect(validateAccessRequest({ name: "", email: "dana@", firm: "", message: "" })).toEqual({
      name: "fields.nameRequired",
      email: "fields.emailInvalid",
      firm: "fields.firmRequired",
    });
  });

  it("applies the lead rules' lengths: a firm of 2 to 100 characters, a message up to 5,000", () => {
    expect(validateAccessRequest({ ...valid, firm: "X" })).toEqual({ firm: "fields.firmTooShort" });
    expect(validateAccessRequest({ ...valid, firm: "x".repeat(101) })).toEqual({
      firm: "fields.firmTooLong",
    });
    expect(validateAccessRequest({ ...valid, message: "m".repeat(5000) })).toEqual({});
    expect(validateAccessRequest({ ...valid, message: "m".repeat(5001) })).toEqual({
      message: "fields.messageTooLong",
    });
    expect(validateAccessRequest({ ...valid, name: "n".repeat(101) })).toEqual({
      name: "fields.nameTooLong",
    });
  });

  it("checks the e-mail's shape in linear time, even on a long run of dotted labels", () => {
    for (const email of [`a@${"a.".repeat(40_000)}@`, `a@${"a.".repeat(40_000)} `]) {
      const start = performance.now();
      expect(validateAccessRequest({ ...valid, email })).toEqual({ email: "fields.emailInvalid" });
      expect(performance.now() - start).toBeLessThan(50);
    }
    expect(validateAccessRequest({ ...valid, email: "dana.w+dr@mail.fund.example" })).toEqual({});
  });
});
