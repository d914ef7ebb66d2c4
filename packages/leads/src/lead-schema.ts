import { z } from "./zod";
import { LEAD_LIMITS } from "./lead-limits";
import type { LeadMessageCode } from "./lead-messages";
import { LEAD_SOURCES, LEAD_TYPES } from "./lead-types";

const metadataValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * Metadata of a sanitized lead: the marketing consent given in the form, the `lead_type` the
 * form was configured with when it was not a lead type itself (spec section 3), and any other
 * flat string, number or boolean (attribution, for instance).
 */
export const LeadMetadataSchema = z
  .object({
    marketing_consent: z.boolean(),
    original_lead_type: z.string().optional(),
  })
  .catchall(metadataValue);

/**
 * A sanitized lead, exactly as it is sent to and stored by the lead API (spec sections 3 and 7).
 * Text fields are trimmed and may be empty; `pageUrl` is empty or an http(s) URL; `timestamp` is
 * an ISO 8601 UTC date. Which fields are required depends on `leadType`: see `validateLead`.
 */
export const LeadSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  message: z.string(),
  leadType: z.enum(LEAD_TYPES),
  source: z.enum(LEAD_SOURCES),
  pageUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  timestamp: z.iso.datetime(),
  metadata: LeadMetadataSchema,
});

/** A sanitized lead (inferred from {@link LeadSchema}). */
export type Lead = z.infer<typeof LeadSchema>;

/** The metadata of a sanitized lead (inferred from {@link LeadMetadataSchema}). */
export type LeadMetadata = z.infer<typeof LeadMetadataSchema>;

// A text longer than this is refused before sanitizing, with the message of its field's rule.
const optionalText = (code: LeadMessageCode = "validation_failed") =>
  z.string().max(LEAD_LIMITS.rawTextMax, { error: code }).nullish();

/**
 * What `sanitizeLead` accepts: every field optional (null counts as absent), `leadType` and
 * `source` free text that is mapped onto the enumerations, metadata values of any type (only
 * flat strings, finite numbers and booleans survive sanitizing). Unknown top-level keys are
 * dropped. Every text is at most `LEAD_LIMITS.rawTextMax` long; the error of a longer one is the
 * message code of its field's rule (`message_length` for the message).
 */
export const LeadInputSchema = z.object({
  firstName: optionalText("first_name_required"),
  lastName: optionalText("last_name_required"),
  email: optionalText("valid_email_required"),
  phone: optionalText(),
  company: optionalText("company_required"),
  message: optionalText("message_length"),
  leadType: optionalText(),
  source: optionalText(),
  pageUrl: optionalText(),
  timestamp: optionalText(),
  metadata: z
    .object({
      marketing_consent: z.boolean().nullish(),
      original_lead_type: optionalText(),
    })
    .catchall(z.unknown())
    .nullish(),
});

/** The input of `sanitizeLead` (inferred from {@link LeadInputSchema}); a {@link Lead} is one. */
export type LeadInput = z.input<typeof LeadInputSchema>;
