import { SearchButton } from "../search/search-button";
import { LanguageLinks } from "./language-links";

/** Props of {@link HeaderActions}: what only the page's route knows. */
export type HeaderActionsProps = {
  /** The not-found page: every language link goes to that language's home. */
  notFound?: boolean;
  /** A data-room document (one shared shell page): the language links start from that shell. */
  /** The English path of the one prerendered shell this page shares with others, if any. */
  shellPath?: string | undefined;
};

/**
 * The header's island: search (button and Cmd/Ctrl+K) and the language links (which keep the
 * page's query, known only in the browser). The theme toggle and the menu beside it are static
 * HTML that work without an island (`site-header.tsx`).
 */
export function HeaderActions({ notFound = false, shellPath }: HeaderActionsProps) {
  return (
    <div className="flex items-center gap-1">
      <SearchButton />
      <LanguageLinks notFound={notFound} shellPath={shellPath} />
    </div>
  );
}
