import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error";
import { adminErrorText, invalidFields } from "./admin-error-text";

const t = createTranslator("en", RESOURCES).withNamespace("deskAdmin");

describe("the admin pages' error messages", () => {
  it("has a message of its own for every code these pages meet", () => {
    for (const code of [
      "invalid_request",
      "no_session",
      "forbidden",
      "not_found",
      "csrf",
      "email_taken",
      "own_account",
      "rate_limited",
      "network",
    ]) {
      const text = adminErrorText(t, new ApiError(400, code));
      expect(text, code).not.toBe(t("errors.unknown"));
      expect(text, code).not.toMatch(/errors\./);
    }
  });

  it("answers anything else with the general message, never the API's English", () => {
    expect(adminErrorText(t, new ApiError(500, "internal"))).toBe(t("errors.unknown"));
    expect(adminErrorText(t, new Error("boom"))).toBe(t("errors.unknown"));
  });

  it("reads the refused fields from the staff API's list and the desk API's record", () => {
    expect(
      invalidFields(new ApiError(400, "invalid_request", { fields: ["email", "roles"] as never })),
    ).toEqual(["email", "roles"]);
    expect(
      invalidFields(new ApiError(400, "invalid_request", { fields: { size: "1 to 100" } })),
    ).toEqual(["size"]);
    expect(invalidFields(new ApiError(409, "email_taken"))).toEqual([]);
  });
});
