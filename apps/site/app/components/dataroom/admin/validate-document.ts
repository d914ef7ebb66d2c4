import type { DocumentInput } from "@vantreo/contracts/core";
import { isDocumentSlug } from "@vantreo/leads/dataroom";
import { parseSections } from "./parse-sections";

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
  if (!isDocumentSlug(input.slug)) problems.slug = "fields.slugInvalid";
  if (input.title === "") problems.title = "fields.titleRequired";
  if (input.description === "") problems.description = "fields.descriptionRequired";
  if (input.sections.length === 0) problems.sections = "fields.sectionsRequired";
  return problems;
}
