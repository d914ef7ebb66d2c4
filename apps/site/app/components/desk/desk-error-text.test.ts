import { createTranslator, LOCALE_CODES, RESOURCES } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { DESK_ERROR_CODES, deskErrorText, invalidFields } from "./desk-error-text";

const t = createTranslator("en", RESOURCES).withNamespace("desk");

describe("the desk's error messages", () => {
  it("has a message of its own for every code a desk page meets, in every language", () => {
    for (const locale of LOCALE_CODES) {
      const tl = createTranslator(locale, RESOURCES).withNamespace("desk");
      for (const code of [
        "invalid_request",
        "invalid_credentials",
        "no_session",
        "forbidden",
        "not_found",
        "csrf",
        "version_conflict",
        "invalid_transition",
        "not_spam",
        "email_taken",
        "own_account",
        "rate_limited",
        "network",
      ]) {
        expect(DESK_ERROR_CODES.has(code), code).toBe(true);
        const text = deskErrorText(tl, new ApiError(400, code));
        expect(text, `${locale} ${code}`).not.toBe(tl("errors.unknown"));
        expect(text, `${locale} ${code}`).not.toMatch(/errors\./);
      }
    }
  });

  it("says how many minutes a locked sign-in waits", () => {
    const text = deskErrorText(t, new ApiError(429, "locked", { retryAfterSeconds: 600 }));
    expect(text).toContain("10 minutes");
  });

  it("answers anything else with the general message, never the API's English", () => {
    expect(deskErrorText(t, new ApiError(500, "internal"))).toBe(t("errors.unknown"));
    expect(deskErrorText(t, new Error("boom"))).toBe(t("errors.unknown"));
  });

  it("reads the refused fields from the envelope's record", () => {
    expect(
      invalidFields(new ApiError(400, "invalid_request", { fields: { size: "1 to 100" } })),
    ).toEqual(["size"]);
    expect(invalidFields(new ApiError(409, "email_taken"))).toEqual([]);
  });
});
