import { BOOKING_OPTIONS, type BookingOptionId } from "@vantreo/search";
import { Badge, CommandGroup, CommandItem } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocale } from "../../navigation/use-locale";
import { BOOKING_DETAIL_KEYS, BOOKING_TITLE_KEYS, priceLabel } from "./booking-copy";

/** The pages most visitors look for, offered before anything is typed (English paths). */
export const POPULAR_PAGES = [
  { path: "/services", labelKey: "quickActions.browseServices" },
  { path: "/tools/ai-roi-calculator", labelKey: "quickActions.roiCalculator" },
  { path: "/tools/data-maturity-assessment", labelKey: "quickActions.maturityAssessment" },
  { path: "/insights", labelKey: "quickActions.latestInsights" },
  { path: "/case-studies", labelKey: "quickActions.caseStudies" },
] as const;

interface QuickActionsProps {
  recentSearches: readonly string[];
  onRecent(query: string): void;
  onClearRecent(): void;
  onNavigate(englishPath: string): void;
  onBook(option: BookingOptionId): void;
}

/**
 * The empty-query state (spec section 4): recent searches of this browser, popular pages and
 * the five booking options with their prices (spec section 9).
 */
export function QuickActions({
  recentSearches,
  onRecent,
  onClearRecent,
  onNavigate,
  onBook,
}: QuickActionsProps) {
  const { t } = useTranslation("search");
  const { t: tCommon } = useTranslation("common");
  const locale = useLocale();
  return (
    <>
      {recentSearches.length > 0 ? (
        <CommandGroup heading={t("recent.heading")}>
          {recentSearches.map((query) => (
            <CommandItem key={query} value={`recent:${query}`} onSelect={() => onRecent(query)}>
              {query}
            </CommandItem>
          ))}
          <CommandItem
            value="recent:clear"
            onSelect={onClearRecent}
            className="text-muted-foreground"
          >
            {t("recent.clear")}
          </CommandItem>
        </CommandGroup>
      ) : null}
      <CommandGroup heading={t("quickActions.heading")}>
        {POPULAR_PAGES.map((page) => (
          <CommandItem
            key={page.path}
            value={`page:${page.path}`}
            onSelect={() => onNavigate(page.path)}
          >
            {t(page.labelKey)}
          </CommandItem>
        ))}
      </CommandGroup>
      <CommandGroup heading={t("booking.heading")}>
        {BOOKING_OPTIONS.map((option) => {
          const detailKey = BOOKING_DETAIL_KEYS[option.id];
          return (
            <CommandItem
              key={option.id}
              value={`booking:${option.id}`}
              onSelect={() => onBook(option.id)}
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t(BOOKING_TITLE_KEYS[option.id])}</span>
                {detailKey ? (
                  <span className="text-xs text-muted-foreground">{t(detailKey)}</span>
                ) : null}
              </span>
              <span className="sr-only"> {tCommon("actions.opensInNewTab")}</span>
              <Badge variant="secondary" className="ms-auto">
                {priceLabel(option.price, locale, t("booking.free"))}
              </Badge>
            </CommandItem>
          );
        })}
      </CommandGroup>
    </>
  );
}
