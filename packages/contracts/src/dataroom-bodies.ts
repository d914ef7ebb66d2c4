import {
  ACCESS_DAYS,
  DOCUMENT_LIMITS as LIMITS,
  DOCUMENT_SLUG_PATTERN,
  RESERVED_SLUGS,
  type DocumentInput,
} from "@vantreo/leads/dataroom";
import { z } from "./zod";

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
}) satisfies z.ZodType<DocumentInput>;
