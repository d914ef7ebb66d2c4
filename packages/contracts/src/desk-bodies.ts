import { cleanFreeText } from "@vantreo/leads";
import { pagingShape } from "./lead-filter";
import { LEAD_STATUSES } from "./lead-workflow";
import { PRIVACY_PAGE_SIZE, PRIVACY_STATES } from "./privacy-queue";
import { SUBSCRIBER_PAGE_SIZE, SUBSCRIBER_STATUSES } from "./subscriber-list";
import { z } from "./zod";

/** The longest note the desk keeps (after cleaning). */
export const NOTE_MAX_LENGTH = 2000;
/** The shortest override reason the desk accepts (after cleaning), so it says something. */
export const OVERRIDE_REASON_MIN = 10;
/** The longest override reason, like a desk note. */
export const OVERRIDE_REASON_MAX = 2000;

const VERSION = "the lead's version, a whole number from 1";
const version = z.number({ error: VERSION }).int({ error: VERSION }).min(1, { error: VERSION });
// A safe integer: a version past 2^53 cannot be one the store wrote.
const leadVersion = version.max(Number.MAX_SAFE_INTEGER, { error: VERSION });

/** The largest estimated deal value the desk takes, whole US dollars (a typo guard). */
export const ESTIMATED_VALUE_MAX = 1_000_000_000;
const ESTIMATE = `whole US dollars from 0 to ${ESTIMATED_VALUE_MAX}, or null`;

const OVERRIDE_REASON = `${OVERRIDE_REASON_MIN} to ${OVERRIDE_REASON_MAX} characters, why the request may be acted on unverified`;

/** Desk free text cleaned like a lead's: controls, bidirectional overrides, tags removed. */
const cleanedText = z.string().transform((value) => cleanFreeText(value, { multiLine: true }));

/**
 * `PATCH /v1/desk/leads/:id`: `version` (the one the lead was read at) and any of `status`,
 * `ownerId` (a staff id, or null to leave the lead unowned) and `estimatedValue` (whole US
 * dollars, or null to clear it).
 */
export const leadChangeSchema = z
  .object({
    version: leadVersion,
    status: z.enum(LEAD_STATUSES, { error: "unknown status" }).optional(),
    ownerId: z
      .string({ error: "a staff id or null" })
      .min(1, { error: "a staff id or null" })
      .nullable()
      .optional(),
    estimatedValue: z
      .number({ error: ESTIMATE })
      .int({ error: ESTIMATE })
      .min(0, { error: ESTIMATE })
      .max(ESTIMATED_VALUE_MAX, { error: ESTIMATE })
      .nullable()
      .optional(),
  })
  .refine(
    (change) =>
      change.status !== undefined ||
      change.ownerId !== undefined ||
      change.estimatedValue !== undefined,
    {
      error: "status, ownerId or estimatedValue is required",
      path: ["status"],
    },
  );

/** One of {@link leadChangeSchema}'s bodies. */
export type LeadChangeInput = z.output<typeof leadChangeSchema>;

/**
 * `POST /v1/desk/leads/:id/notes`: `text` cleaned like a lead's free text (line breaks kept), 1 to
 * {@link NOTE_MAX_LENGTH} characters; `version` optional (a stale one is refused like a change).
 */
export const noteSchema = z.object({
  text: z
    .string({ error: "the note is empty" })
    .pipe(cleanedText)
    .pipe(
      z
        .string()
        .min(1, { error: "the note is empty" })
        .max(NOTE_MAX_LENGTH, { error: `at most ${NOTE_MAX_LENGTH} characters` }),
    ),
  version: leadVersion.optional(),
});

/**
 * `GET /v1/desk/privacy/requests`: `status` `open` or `done` (every request when absent), `page`
 * and `size` (default 50, at most 200).
 */
export const privacyListQuerySchema = z.object({
  status: z.enum(PRIVACY_STATES, { error: "open or done" }).optional(),
  ...pagingShape(PRIVACY_PAGE_SIZE),
});

/** `POST /v1/desk/privacy/requests/:id/override`: why an unverified request may be acted on. */
export const overrideSchema = z.object({
  reason: z
    .string({ error: OVERRIDE_REASON })
    .pipe(cleanedText)
    .pipe(
      z
        .string()
        .min(OVERRIDE_REASON_MIN, { error: OVERRIDE_REASON })
        .max(OVERRIDE_REASON_MAX, { error: OVERRIDE_REASON }),
    ),
});

/** The mail list's page size when none is asked for, and the largest one allowed. */
export const MAIL_PAGE_SIZE = { default: 50, max: 100 } as const;

/** `GET /v1/desk/mail`: `page` and `size` (default 50, at most 100). */
export const mailListQuerySchema = z.object(pagingShape(MAIL_PAGE_SIZE));

/**
 * `GET /v1/desk/subscribers`: the state to list (all when absent), `page` and `size`, and the
 * format: `json` (a page, with the counts) or `csv` (every row of the state, for a mailing tool).
 */
export const subscriberListQuerySchema = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: "pending, confirmed or unsubscribed" }).optional(),
  format: z.enum(["json", "csv"], { error: "json or csv" }).default("json"),
  ...pagingShape(SUBSCRIBER_PAGE_SIZE),
});
