import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import { cleanFreeText, EmailSchema, LEAD_LIMITS } from "@vantreo/leads";
import {
  ACCESS_DAYS,
  ACCESS_REQUEST_LIMITS,
  DOCUMENT_LIMITS as LIMITS,
  DOCUMENT_SLUG_PATTERN,
  RESERVED_SLUGS,
} from "@vantreo/leads/dataroom";
import { z } from "./zod";

/** A field's code in `fields` of the data room's `400 invalid_request`; the site translates it. */
export const REQUEST_FIELD_ERRORS = ["required", "too_short", "too_long", "invalid"] as const;

/** One of {@link REQUEST_FIELD_ERRORS}. */
export type RequestFieldError = (typeof REQUEST_FIELD_ERRORS)[number];

/**
 * `POST /v1/dataroom/admin/requests/:id/approve`: `days` of access, a whole number from
 * `ACCESS_DAYS.min` to `.max` (default `ACCESS_DAYS.default`).
 */
export const approveSchema = z.object({
  days: z
    .number({ error: "invalid" })
    .int({ error: "invalid" })
    .min(ACCESS_DAYS.min, { error: "invalid" })
    .max(ACCESS_DAYS.max, { error: "invalid" })
    .default(ACCESS_DAYS.default),
});

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /v1/dataroom/admin/documents` (and the seed files): a URL slug, title, description and
 * plain-text sections (no markdown or HTML, so the site renders text only).
 */
export const documentInputSchema = z.object({
  slug: z
    .string()
    .max(LIMITS.slug.max)
    .regex(DOCUMENT_SLUG_PATTERN)
    .refine((slug) => !RESERVED_SLUGS.includes(slug)),
  title: line(LIMITS.title.max),
  description: line(LIMITS.description.max),
  sections: z
    .array(
      z.object({
        heading: line(LIMITS.heading.max),
        paragraphs: z
          .array(line(LIMITS.paragraph.max))
          .min(LIMITS.paragraphsPerSection.min)
          .max(LIMITS.paragraphsPerSection.max),
      }),
    )
    .min(LIMITS.sections.min)
    .max(LIMITS.sections.max),
});

/** A new document, as the add-document form sends it (limits: `DOCUMENT_LIMITS`). */
export type DocumentInput = z.input<typeof documentInputSchema>;

const fieldError = (code: RequestFieldError) => ({ error: code });

/** The site's locale of a body: en, de or ar; anything else (or nothing) is English. */
const localeField = z
  .custom<Locale>((value) => typeof value === "string" && isLocale(value))
  .catch(DEFAULT_LOCALE);

/**
 * A free text of a request, cleaned like a lead's (`cleanFreeText`: control characters, which
 * PostgreSQL refuses (NUL) or which break the admin table, and bidirectional overrides, which
 * would make a name read differently there (U+202E), then HTML tags; only a multi-line text keeps
 * line breaks and tabs). A text over `LEAD_LIMITS.rawTextMax` is refused before any of that
 * work. Missing (or null) is `required` when `min > 0`, else the empty text.
 */
function requestText(min: number, max: number, multiLine = false) {
  const text = z
    .string({ error: (issue) => (issue.input == null ? "required" : "invalid") })
    .max(LEAD_LIMITS.rawTextMax, fieldError("too_long"))
    .transform((value) => cleanFreeText(value, { multiLine }))
    .pipe(
      z
        .string()
        .refine((value) => min === 0 || value.length > 0, fieldError("required"))
        .min(min, fieldError("too_short"))
        .max(max, fieldError("too_long")),
    );
  return min > 0 ? text : text.nullish().transform((value) => value ?? "");
}

/**
 * `POST /v1/dataroom/requests`: a request for access. Name (1–100), e-mail (`EmailSchema` of
 * @vantreo/leads, lower-cased like leads), firm (the lead rules' company limits, 2–100), optional
 * message (up to the lead message limit), locale (en, de or ar; anything else becomes en). Each
 * refused field is reported under its name with a {@link RequestFieldError} code.
 */
export const accessRequestSchema = z.object({
  name: requestText(ACCESS_REQUEST_LIMITS.name.min, ACCESS_REQUEST_LIMITS.name.max),
  email: z.unknown().transform((value, context) => {
    const email = EmailSchema.safeParse(value);
    if (email.success) return email.data.toLowerCase();
    const code: RequestFieldError =
      typeof value === "string" && value.trim() ? "invalid" : "required";
    context.addIssue({ code: "custom", message: code });
    return z.NEVER;
  }),
  firm: requestText(ACCESS_REQUEST_LIMITS.firm.min, ACCESS_REQUEST_LIMITS.firm.max),
  message: requestText(0, ACCESS_REQUEST_LIMITS.message.max, true),
  locale: localeField,
});

/** A valid access request's fields, as the API stores them. */
export type AccessRequestInput = z.output<typeof accessRequestSchema>;

/** The verification tokens the API issues: 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `POST /v1/dataroom/requests/verify {token, locale?}`: a token that cannot be one of ours
 * becomes null (the API answers it `404 unknown` like a token it does not know, never 400), and
 * the locale of the answer's message falls back to English.
 */
export const verifySchema = z.object({
  token: z.string().trim().regex(TOKEN_SHAPE).nullable().catch(null),
  locale: localeField,
});

/**
 * `POST /v1/dataroom/session {code}`: the access code as typed, up to 64 characters; anything
 * else becomes null, which the API refuses `401 invalid_code` like a wrong code (the answer never
 * tells a malformed code from a wrong one). The API normalizes the text (case, spaces, dashes).
 */
export const investorCodeSchema = z.object({
  code: z.string().max(64).nullable().catch(null),
});
