import type { SearchIndex } from "./search-index";
import { deserializeIndex } from "./serialize-index";

/**
 * A loader that fetches the published index the first time the dialog opens and then answers
 * from memory (it is fetched by the dialog on first open only). A failed fetch is not
 * remembered, so the next open tries again. `fetchIndex` returns the file's text or its
 * parsed JSON, e.g. `() => fetch("/search-index.json").then((response) => response.json())`.
 */
export function createIndexLoader(fetchIndex: () => Promise<unknown>): () => Promise<SearchIndex> {
  let pending: Promise<SearchIndex> | undefined;
  return () => {
    pending ??= fetchIndex()
      .then(deserializeIndex)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
