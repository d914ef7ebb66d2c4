import {
  MIN_QUERY_LENGTH,
  toggleChip,
  type BookingOptionId,
  type SearchIndex,
  type SearchResult,
} from "@vantreo/search";
import { CommandDialog, CommandInput, CommandList, CommandLoading } from "@vantreo/ui";
import { memo, useCallback, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useNavigate } from "../../navigation";
import { useLocale, useLocalizedPath } from "../../navigation/use-locale";
import { QuickActions } from "./quick-actions";
import { SearchChips } from "./search-chips";
import { SearchKeyboardHints } from "./search-keyboard-hints";
import { SearchResults } from "./search-results";
import { bookingOptionLink } from "./search-scheduling";
import { createSearchDraft, useSearchDraft, type SearchDraftStore } from "./search-draft";
import { useRecentSearches } from "./use-recent-searches";
import { useSearchIndex } from "./use-search-index";
import { useSiteSearch } from "./use-site-search";

/** Props of the search dialog: controlled by the header. */
export interface SearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

// Scheduling pages are external (spec section 7): a new tab, without access to this window.
function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}

/**
 * The site search (spec sections 2, 4, 8 and 9) inside a cmdk dialog that closes on Escape, an
 * outside click or the close button. Needs a QueryClientProvider above it (see search-dialog).
 *
 * The query and the chips are a draft outside React state ({@link createSearchDraft}): they
 * survive a close (only the dialog's content unmounts), and a key press re-renders only the
 * memoised {@link SearchPanel} that reads them. The panel's props do not change when the dialog
 * opens or closes either: closing re-renders the dialog's shell, not the results list (issue
 * #37: at 4x CPU, re-rendering cmdk's list and the shell took most of the script time of a
 * key press and of the close).
 */
export function SiteSearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation("search");
  const [draft] = useState(createSearchDraft);
  const index = useSearchIndex(open);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
      commandProps={{ shouldFilter: false, vimBindings: false, label: t("title") }}
    >
      <SearchPanel
        index={index.data}
        failed={index.isError && index.data === undefined}
        draft={draft}
        onClose={close}
      />
    </CommandDialog>
  );
}

/** Props of {@link SearchPanel}: none of them changes when the dialog opens or closes. */
interface SearchPanelProps {
  index: SearchIndex | undefined;
  failed: boolean;
  draft: SearchDraftStore;
  onClose(): void;
}

/** The dialog's content: the query field, the chips, the states and the list. */
const SearchPanel = memo(function SearchPanel({ index, failed, draft, onClose }: SearchPanelProps) {
  const { query, persona, challenge } = useSearchDraft(draft);
  const onQuery = (next: string) => draft.update(() => ({ query: next }));
  const { t } = useTranslation("search");
  const locale = useLocale();
  // English-only pages (service details, articles) keep their English path in /de and /ar.
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const { status, results } = useSiteSearch({
    index,
    failed,
    query,
    persona,
    challenge,
    locale,
  });

  // Spec section 4: selecting a result closes the dialog and clears the query.
  const finish = () => {
    onClose();
    onQuery("");
  };
  const goTo = (englishPath: string) => {
    void navigate(localize(englishPath));
    finish();
  };
  const book = (option: BookingOptionId) => {
    openInNewTab(bookingOptionLink(option));
    finish();
  };
  const select = (result: SearchResult) => {
    const asked = query.trim();
    if ([...asked].length >= MIN_QUERY_LENGTH) recent.remember(asked);
    if (result.type === "booking") {
      openInNewTab(result.url);
      finish();
    } else {
      goTo(result.url);
    }
  };

  return (
    <>
      <CommandInput
        value={query}
        onValueChange={onQuery}
        placeholder={t("placeholder")}
        aria-label={t("inputLabel")}
      />
      <SearchChips
        persona={persona}
        challenge={challenge}
        onPersona={(id) => draft.update((now) => ({ persona: toggleChip(now.persona, id) }))}
        onChallenge={(id) => draft.update((now) => ({ challenge: toggleChip(now.challenge, id) }))}
      />
      {status === "searching" ? <CommandLoading>{t("searching")}</CommandLoading> : null}
      {status === "no-results" ? (
        <div role="status" className="px-4 py-8 text-center text-sm">
          <p className="font-semibold">{t("noResults")}</p>
          <p className="text-muted-foreground">{t("noResultsHint")}</p>
        </div>
      ) : null}
      {status === "load-error" ? (
        <p role="alert" className="px-4 py-8 text-center text-sm">
          {t("loadError")}
        </p>
      ) : null}
      {status === "results" ? (
        <p role="status" className="sr-only">
          {t("resultCount", { count: results.length })}
        </p>
      ) : null}
      <CommandList>
        {status === "quick-actions" ? (
          <QuickActions
            recentSearches={recent.queries}
            onRecent={onQuery}
            onClearRecent={recent.clear}
            onNavigate={goTo}
            onBook={book}
          />
        ) : null}
        {status === "results" ? <SearchResults results={results} onSelect={select} /> : null}
      </CommandList>
      <SearchKeyboardHints />
    </>
  );
});
