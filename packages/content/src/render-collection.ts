import type { DocumentBase } from "./content-document";
import { ContentError, type ContentIssue } from "./content-error";
import { routeMatcher } from "./known-routes";
import {
  renderMarkdown,
  type RenderMarkdownOptions,
  type RenderedMarkdown,
} from "./render-markdown";

/** A loaded document together with its rendered body. */
export type RenderedDocument<D extends DocumentBase> = D & RenderedMarkdown;

/**
 * Renders the body of every document of a collection (see {@link renderMarkdown}), keeping the
 * order. Render after loading every collection, so the known routes can include their slugs.
 *
 * @throws {ContentError} listing the problems of all documents at once.
 */
export async function renderCollection<D extends DocumentBase>(
  documents: readonly D[],
  options: Omit<RenderMarkdownOptions, "file">,
): Promise<RenderedDocument<D>[]> {
  const knownRoutes = routeMatcher(options.knownRoutes);
  const issues: ContentIssue[] = [];
  const rendered: RenderedDocument<D>[] = [];
  for (const document of documents) {
    try {
      const body = await renderMarkdown(document.body, {
        ...options,
        knownRoutes,
        file: document.file,
      });
      rendered.push({ ...document, ...body });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new ContentError(issues);
  return rendered;
}
