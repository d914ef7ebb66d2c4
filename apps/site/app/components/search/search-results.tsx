import type { SearchResult, SearchResultType } from "@vantreo/search";
import { CommandGroup } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { SearchResultItem } from "./search-result-item";

/** Order of the groups: what can be booked first, then pages by kind. */
const GROUP_ORDER: readonly SearchResultType[] = [
  "booking",
  "service",
  "insight",
  "case-study",
  "learning",
];

/** The results grouped by type, each group in the score order `search` returned. */
export function SearchResults({
  results,
  onSelect,
}: {
  results: readonly SearchResult[];
  onSelect(result: SearchResult): void;
}) {
  const { t } = useTranslation("search");
  return (
    <>
      {GROUP_ORDER.map((type) => {
        const group = results.filter((result) => result.type === type);
        if (group.length === 0) return null;
        return (
          <CommandGroup key={type} heading={t(`types.${type}`)}>
            {group.map((result) => (
              <SearchResultItem key={result.key} result={result} onSelect={onSelect} />
            ))}
          </CommandGroup>
        );
      })}
    </>
  );
}
