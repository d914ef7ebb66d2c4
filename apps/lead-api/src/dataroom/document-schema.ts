import { z } from "zod";

/**
 * Slugs the site's own data-room pages use (/dataroom/access, /dataroom/admin and the
 * prerendered document shell): a document there could never be opened.
 */
export const RESERVED_SLUGS: readonly string[] = ["access", "admin", "__document"];

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * A document as the admin API and the seed files give it: a URL slug, title, description and
 * plain-text sections (DATAROOM.md: no markdown or HTML, so the site renders text only).
 */
export const DocumentInputSchema = z.object({
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .refine((slug) => !RESERVED_SLUGS.includes(slug)),
  title: line(200),
  description: line(500),
  sections: z
    .array(z.object({ heading: line(200), paragraphs: z.array(line(5000)).min(1).max(50) }))
    .min(1)
    .max(50),
});

/** A valid document input. */
export type DocumentInput = z.infer<typeof DocumentInputSchema>;

/** The top-level fields of an invalid document, for the `fields` of `400 invalid_document`. */
export function invalidDocumentFields(error: z.ZodError): Record<string, "invalid"> {
  return Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0] ?? "document"), "invalid"]),
  );
}
