import { z } from "./zod";
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

const optionalText = z.string().nullish();

/**
 * What `sanitizeLead` accepts: every field optional (null counts as absent), `leadType` and
 * `source` free text that is mapped onto the enumerations, metadata values of any type (only
 * flat strings, finite numbers and booleans survive sanitizing). Unknown top-level keys are
 * dropped.
 */
export const LeadInputSchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  phone: optionalText,
  company: optionalText,
  message: optionalText,
  leadType: optionalText,
  source: optionalText,
  pageUrl: optionalText,
  timestamp: optionalText,
  metadata: z
    .object({
      marketing_consent: z.boolean().nullish(),
      original_lead_type: optionalText,
    })
    .catchall(z.unknown())
    .nullish(),
});

/** The input of `sanitizeLead` (inferred from {@link LeadInputSchema}); a {@link Lead} is one. */
export type LeadInput = z.input<typeof LeadInputSchema>;
