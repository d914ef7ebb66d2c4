import { cleanFreeText, EmailSchema, LEAD_LIMITS } from "@vantreo/leads";
import { ACCESS_REQUEST_LIMITS, type RequestFieldError } from "@vantreo/leads/dataroom";
import { isLocale, DEFAULT_LOCALE } from "@vantreo/i18n";

export type { RequestFieldError };

/** A valid access request's fields. */
export type AccessRequestInput = {
  name: string;
  email: string;
  firm: string;
  message: string;
  locale: string;
};

const LIMITS = ACCESS_REQUEST_LIMITS;

function text(
  value: unknown,
  min: number,
  max: number,
  multiLine = false,
): string | RequestFieldError {
  if (value === undefined || value === null) return min > 0 ? "required" : "";
  if (typeof value !== "string") return "invalid";
  // Refused before any cleaning work: no amount of markup makes this a request.
  if (value.length > LEAD_LIMITS.rawTextMax) return "too_long";
  const cleaned = cleanFreeText(value, { multiLine });
  if (cleaned.length === 0 && min > 0) return "required";
  if (cleaned.length < min) return "too_short";
  if (cleaned.length > max) return "too_long";
  return cleaned;
}

const isError = (value: string): value is RequestFieldError =>
  ["required", "too_short", "too_long", "invalid"].includes(value);

/**
 * Validates a request for access: name (1–100), e-mail (`EmailSchema` of @vantreo/leads, stored
 * lower-cased like leads), firm (the lead rules' company limits, 2–100), optional message (up to
 * the lead message limit), locale (en, de or ar; anything else becomes en). The text is cleaned
 * like a lead's (`cleanFreeText`): control characters, which PostgreSQL refuses (NUL) or which
 * break the admin table, and bidirectional overrides, which would make a name read differently
 * there (U+202E), are removed, then HTML tags; only the message keeps line breaks and tabs. A
 * text over `LEAD_LIMITS.rawTextMax` is refused before any of that work. Returns the cleaned
 * fields or an error code per field.
 */
export function parseAccessRequest(
  body: Record<string, unknown>,
):
  | { ok: true; value: AccessRequestInput }
  | { ok: false; fields: Record<string, RequestFieldError> } {
  const fields: Record<string, RequestFieldError> = {};
  const name = text(body.name, LIMITS.name.min, LIMITS.name.max);
  const firm = text(body.firm, LIMITS.firm.min, LIMITS.firm.max);
  const message = text(body.message, 0, LIMITS.message.max, true);
  const email = EmailSchema.safeParse(body.email);
  if (isError(name)) fields.name = name;
  if (isError(firm)) fields.firm = firm;
  if (isError(message)) fields.message = message;
  if (!email.success)
    fields.email = typeof body.email === "string" && body.email.trim() ? "invalid" : "required";
  if (Object.keys(fields).length > 0 || !email.success) return { ok: false, fields };
  const locale =
    typeof body.locale === "string" && isLocale(body.locale) ? body.locale : DEFAULT_LOCALE;
  return {
    ok: true,
    value: { name, firm, message, email: email.data.toLowerCase(), locale },
  };
}
