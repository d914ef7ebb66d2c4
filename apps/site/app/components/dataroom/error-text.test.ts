import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { errorText } from "./error-text";

const en = createTranslator("en", RESOURCES).withNamespace("dataroom");
const de = createTranslator("de", RESOURCES).withNamespace("dataroom");
const ar = createTranslator("ar", RESOURCES).withNamespace("dataroom");

describe("the message of a failed data-room call", () => {
  it("tells a locked-out visitor how long to wait, in their language", () => {
    const locked = new ApiError(429, "locked", { retryAfterSeconds: 600 });
    expect(errorText(en, locked)).toBe(
      "Too many attempts. For your security, please wait 10 minutes before trying again.",
    );
    expect(errorText(de, locked)).toBe(
      "Zu viele Versuche. Zu Ihrer Sicherheit warten Sie bitte 10 Minuten, bevor Sie es erneut versuchen.",
    );
    expect(errorText(ar, locked)).toBe(
      "محاولات كثيرة جدًا. حفاظًا على أمانكم، يُرجى الانتظار 10 دقائق قبل المحاولة مجددًا.",
    );
  });

  it("uses the singular for a one-minute wait", () => {
    const locked = new ApiError(429, "locked", { retryAfterSeconds: 30 });
    expect(errorText(en, locked)).toBe(
      "Too many attempts. For your security, please wait 1 minute before trying again.",
    );
  });

  it("maps the API's code to the site's own text, never the API's English message", () => {
    expect(errorText(de, new ApiError(401, "invalid_credentials"))).toBe(
      "E-Mail-Adresse, Passwort oder Code ist nicht korrekt.",
    );
    expect(errorText(en, new ApiError(0, "network"))).toBe(
      "The data room could not be reached. Check your connection and try again.",
    );
  });

  it("falls back to a general message for codes and failures it does not know", () => {
    const general = "Something went wrong on our side. Please try again in a moment.";
    expect(errorText(en, new ApiError(500, "internal_error"))).toBe(general);
    expect(errorText(en, new TypeError("boom"))).toBe(general);
  });
});
