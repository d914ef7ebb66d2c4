import type { ServiceEntry } from "@vantreo/content";
import type { Locale } from "@vantreo/i18n";
import type { PageCopy, PageSection } from "../copy/page-copy";

/** The Atlanta page (spec section 2), whose service cards carry features and keywords. */
export const ATLANTA_PAGE_PATH = "/atlanta-data-experts";

type CardsSection = Extract<PageSection, { kind: "cards" }>;

function cardOf(service: ServiceEntry, locale: Locale) {
  const card = service.atlantaCard;
  if (!card) return undefined;
  return locale === "en" ? card : card.i18n[locale];
}

/**
 * The Atlanta page's copy with its service cards completed from the catalogue (spec section 3,
 * "Atlanta service card: title, description, features, keywords"): each card that links to a
 * service with an `atlantaCard` lists that service's features in the visitor's language, and
 * the cards' keywords join the page's metadata keywords. Cards without one are left as written.
 */
export function withAtlantaServiceCards(
  copy: PageCopy,
  services: readonly ServiceEntry[],
  locale: Locale,
): PageCopy {
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  const keywords = new Set(copy.keywords ?? []);
  const withFeatures = (section: CardsSection): CardsSection => ({
    ...section,
    items: section.items.map((item) => {
      const slug = item.href?.match(/^\/services\/(.+)$/)?.[1];
      const service = slug ? bySlug.get(slug) : undefined;
      const card = service && cardOf(service, locale);
      if (!card) return item;
      for (const keyword of card.keywords) keywords.add(keyword);
      return { ...item, tags: card.features };
    }),
  });
  const sections = copy.sections.map((section) =>
    section.kind === "cards" ? withFeatures(section) : section,
  );
  return { ...copy, sections, ...(keywords.size > 0 ? { keywords: [...keywords] } : {}) };
}
