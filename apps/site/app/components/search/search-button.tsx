import { Button, SearchIcon } from "@vantreo/ui";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useSearchHotkey } from "./use-search-hotkey";

// The dialog, cmdk, TanStack Query and the index load on first open, not with every page.
const SearchDialog = lazy(() => import("./search-dialog"));

/**
 * The header's search button (spec section 2): opens the site search on click or Cmd/Ctrl+K;
 * the dialog module is fetched the first time either happens.
 */
export function SearchButton() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  useSearchHotkey(show);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("header.searchLabel")}
        aria-keyshortcuts="Control+K Meta+K"
        title={t("header.searchShortcut")}
        onClick={show}
      >
        <SearchIcon className="size-5" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
