import {
  MIN_QUERY_LENGTH,
  toggleChip,
  type BookingOptionId,
  type ChallengeId,
  type PersonaId,
  type SearchResult,
} from "@vantreo/search";
import { CommandDialog, CommandInput, CommandList, CommandLoading } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useNavigate } from "../../navigation";
import { useLocale, useLocalizedPath } from "../../navigation/use-locale";
import { QuickActions } from "./quick-actions";
import { SearchChips } from "./search-chips";
import { SearchKeyboardHints } from "./search-keyboard-hints";
import { SearchResults } from "./search-results";
import { bookingOptionLink } from "./search-scheduling";
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
 */
export function SiteSearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  // English-only pages (service details, articles) keep their English path in /de and /ar.
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [persona, setPersona] = useState<PersonaId>();
  const [challenge, setChallenge] = useState<ChallengeId>();
  const recent = useRecentSearches();
  const index = useSearchIndex(open);
  const { status, results } = useSiteSearch({
    index: index.data,
    failed: index.isError && index.data === undefined,
    query,
    persona,
    challenge,
    locale,
  });

  // Spec section 4: selecting a result closes the dialog and clears the query.
  const finish = () => {
    onOpenChange(false);
    setQuery("");
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
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
      commandProps={{ shouldFilter: false, vimBindings: false, label: t("title") }}
    >
      <CommandInput
        value={query}
        onValueChange={setQuery}
        placeholder={t("placeholder")}
        aria-label={t("inputLabel")}
      />
      <SearchChips
        persona={persona}
        challenge={challenge}
        onPersona={(id) => setPersona((active) => toggleChip(active, id))}
        onChallenge={(id) => setChallenge((active) => toggleChip(active, id))}
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
            onRecent={setQuery}
            onClearRecent={recent.clear}
            onNavigate={goTo}
            onBook={book}
          />
        ) : null}
        {status === "results" ? <SearchResults results={results} onSelect={select} /> : null}
      </CommandList>
      <SearchKeyboardHints />
    </CommandDialog>
  );
}
