import type {
  DataroomDocument as DocumentJson,
  DocumentSummary as SummaryJson,
} from "@vantreo/contracts/core";
import type { DataroomDocument, DocumentSummary } from "./dataroom-types";

const iso = (ms: number) => new Date(ms).toISOString();

/** A document summary as the API answers it: `{ slug, title, description, updatedAt }`. */
export function summaryJson(document: DocumentSummary): SummaryJson {
  return {
    slug: document.slug,
    title: document.title,
    description: document.description,
    updatedAt: iso(document.updatedAt),
  };
}

/**
 * A document for its reader, with the watermark `"<e-mail> · <ISO time>"` the site lays over the
 * text (the viewer's e-mail is shown as a watermark).
 */
export function documentJson(
  document: DataroomDocument,
  email: string,
  viewedAt: number,
): DocumentJson {
  return {
    ...summaryJson(document),
    body: { sections: document.body.sections },
    watermark: `${email} · ${iso(viewedAt)}`,
  };
}
