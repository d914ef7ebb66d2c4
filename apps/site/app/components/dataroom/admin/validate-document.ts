import { SLUG_PATTERN } from "../access/next-document";
import type { DocumentInput } from "../dataroom-types";
import { parseSections } from "./parse-sections";

/** Slugs the room's own pages use (/dataroom/access, /dataroom/admin, the document shell). */
export const RESERVED_SLUGS: readonly string[] = ["access", "admin", "__document"];

/** Reads the add-document form. */
export function readDocument(data: FormData): DocumentInput {
  const text = (name: string) => String(data.get(name) ?? "").trim();
  return {
    slug: text("slug"),
    title: text("title"),
    description: text("description"),
    sections: parseSections(String(data.get("sections") ?? "")),
  };
}

/** The problems of a new document before it is sent, as `dataroom:fields.*` keys by field. */
export function validateDocument(input: DocumentInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (
    !SLUG_PATTERN.test(input.slug) ||
    input.slug.length > 80 ||
    RESERVED_SLUGS.includes(input.slug)
  )
    problems.slug = "fields.slugInvalid";
  if (input.title === "") problems.title = "fields.titleRequired";
  if (input.description === "") problems.description = "fields.descriptionRequired";
  if (input.sections.length === 0) problems.sections = "fields.sectionsRequired";
  return problems;
}
