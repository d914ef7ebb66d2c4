import type { MatchField, SearchResult } from "@vantreo/search";
import { Badge, CommandItem } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../navigation/use-locale";
import { BOOKING_DETAIL_KEYS, BOOKING_TITLE_KEYS, priceLabel } from "./booking-copy";
import { HighlightedText } from "./highlighted-text";

const rangesOf = (result: SearchResult, field: MatchField) =>
  result.matches.filter((range) => range.field === field);

/**
 * One result (spec section 3): title and description with the query marked, its price, the
 * 'Fast Track' badge on urgent queries and up to three tags (spec section 9). Booking cards show
 * their translated name instead of the package's English copy, so they carry no marks.
 */
export function SearchResultItem({
  result,
  onSelect,
}: {
  result: SearchResult;
  onSelect(result: SearchResult): void;
}) {
  const { t } = useTranslation("search");
  const { t: tCommon } = useTranslation("common");
  const locale = useLocale();
  const booking = result.bookingOption;
  const detailKey = booking === undefined ? undefined : BOOKING_DETAIL_KEYS[booking];
  return (
    <CommandItem value={result.key} onSelect={() => onSelect(result)} className="items-start">
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">
            {booking === undefined ? (
              <HighlightedText text={result.title} ranges={rangesOf(result, "title")} />
            ) : (
              t(BOOKING_TITLE_KEYS[booking])
            )}
          </span>
          {result.badge === undefined ? null : <Badge variant="hot">{t("fastTrack")}</Badge>}
        </span>
        {booking === undefined && result.description !== "" ? (
          <span className="line-clamp-2 text-xs text-muted-foreground">
            <HighlightedText text={result.description} ranges={rangesOf(result, "description")} />
          </span>
        ) : null}
        {detailKey === undefined ? null : (
          <span className="text-xs text-muted-foreground">{t(detailKey)}</span>
        )}
        {booking === undefined && result.tags.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            <span className="sr-only">{t("tags")}:</span>
            {result.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="outline" className="font-normal">
                {tag}
              </Badge>
            ))}
          </span>
        ) : null}
      </span>
      {booking === undefined ? null : (
        <span className="sr-only"> {tCommon("actions.opensInNewTab")}</span>
      )}
      {result.price === undefined ? null : (
        <Badge variant="secondary" className="ms-auto">
          {priceLabel(result.price, locale, t("booking.free"))}
        </Badge>
      )}
    </CommandItem>
  );
}
