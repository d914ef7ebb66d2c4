import { QueryClientProvider } from "@tanstack/react-query";
import { createSearchQueryClient } from "./search-query-client";
import { SiteSearchDialog, type SearchDialogProps } from "./site-search-dialog";

// One cache for the page's lifetime, created when this lazily loaded module first runs: the
// index fetched on the first open is reused by every later open while it is fresh.
const queryClient = createSearchQueryClient();

/**
 * The site search dialog with its query cache. Default export so the header can load it with
 * `React.lazy` on first open (nothing of it in a page's initial bundle: the 100 KB initial-JavaScript budget in apps/site/README.md).
 */
export default function SearchDialog(props: SearchDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteSearchDialog {...props} />
    </QueryClientProvider>
  );
}
