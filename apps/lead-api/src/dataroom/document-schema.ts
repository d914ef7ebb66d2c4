import { documentInputSchema } from "@vantreo/contracts";
import type { DocumentInput } from "@vantreo/contracts/core";
import type { z } from "zod";

export type { DocumentInput };

/** A document as the admin API and the seed files give it: the contract's schema. */
export const DocumentInputSchema = documentInputSchema;

/** The top-level fields of an invalid document, for the `fields` of `400 invalid_document`. */
export function invalidDocumentFields(error: z.ZodError): Record<string, "invalid"> {
  return Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0] ?? "document"), "invalid"]),
  );
}
