import {
  DOCUMENT_LIMITS as LIMITS,
  DOCUMENT_SLUG_PATTERN,
  RESERVED_SLUGS,
  type DocumentInput,
} from "@vantreo/leads/dataroom";
import { z } from "zod";

export type { DocumentInput };

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * A document as the admin API and the seed files give it: a URL slug, title, description and
 * plain-text sections (no markdown or HTML, so the site renders text only).
 */
export const DocumentInputSchema = z.object({
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

/** The top-level fields of an invalid document, for the `fields` of `400 invalid_document`. */
export function invalidDocumentFields(error: z.ZodError): Record<string, "invalid"> {
  return Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0] ?? "document"), "invalid"]),
  );
}
