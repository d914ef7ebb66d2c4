import { describe, expect, it } from "vitest";
import { fieldErrorKey, fieldErrorKeys } from "./field-error-key";

describe("the message of a field the API refused", () => {
  it("says what to fix for each code the access-request check gives", () => {
    expect(fieldErrorKey("firm", "too_short")).toBe("fields.firmTooShort");
    expect(fieldErrorKey("firm", "required")).toBe("fields.firmRequired");
    expect(fieldErrorKey("name", "too_long")).toBe("fields.nameTooLong");
    expect(fieldErrorKey("email", "required")).toBe("fields.emailInvalid");
  });

  it("keeps only the fields the site's forms have", () => {
    expect(fieldErrorKeys({ slug: "invalid", website: "invalid" })).toEqual({
      slug: "fields.slugInvalid",
    });
  });
});
