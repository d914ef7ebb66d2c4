/**
 * Each page's own share image (spec section 9: share images are 1200×630): insights, case
 * studies, service detail pages, compare pages and the fourteen pages that exist in every locale
 * get a card generated at build time from their title, kind and locale
 * (`scripts/share-images/`); every other page shares the default image.
 */
import { LOCALIZED_PAGES, localeFromPath, toEnglishPath, type Locale } from "@vantreo/i18n";

/** What a share card says above the title. */
export type ShareKind = "insight" | "case-study" | "service" | "comparison" | "topic" | "company";

// Spec section 2: the pages German and Arabic exist for, by their key in the i18n route map.
const TOPIC_PAGES = [
  "private-llm",
  "data-architecture",
  "ai-governance",
  "private-ai-infrastructure",
  "data-engineering-modernization",
] as const;
const COMPANY_PAGES = [
  "home",
  "services",
  "contact",
  "privacy",
  "solutions",
  "about",
  "careers",
  "documentation",
  "atlanta",
] as const;

const englishPath = (key: keyof typeof LOCALIZED_PAGES) => LOCALIZED_PAGES[key].en;
const KIND_OF_LOCALIZED_PAGE = new Map<string, ShareKind>([
  ...TOPIC_PAGES.map((key) => [englishPath(key), "topic"] as const),
  ...COMPANY_PAGES.map((key) => [englishPath(key), "company"] as const),
]);

/** The kind's label in each locale, shown on the card and in its alternative text. */
export const SHARE_KIND_LABELS: Record<Locale, Record<ShareKind, string>> = {
  en: {
    insight: "Insight",
    "case-study": "Case study",
    service: "Service",
    comparison: "Comparison",
    topic: "Topic",
    company: "Data & AI consulting",
  },
  de: {
    insight: "Fachbeitrag",
    "case-study": "Fallstudie",
    service: "Leistung",
    comparison: "Vergleich",
    topic: "Thema",
    company: "Daten- und KI-Beratung",
  },
  ar: {
    insight: "مقال",
    "case-study": "دراسة حالة",
    service: "خدمة",
    comparison: "مقارنة",
    topic: "موضوع",
    company: "استشارات البيانات والذكاء الاصطناعي",
  },
};

/** The default card's alternative text, in each locale. */
export const DEFAULT_SHARE_IMAGE_ALT: Record<Locale, string> = {
  en: "Vantreo Data & AI: enterprise AI that ships, scales and stands up to an audit",
  de: "Vantreo Data & AI: Unternehmens-KI, die in Produktion geht, skaliert und jeder Prüfung standhält",
  ar: "Vantreo Data & AI: ذكاء اصطناعي مؤسسي يصل إلى الإنتاج ويتوسع ويصمد أمام أي تدقيق",
};

/** The kind of a page that has its own card, else null. */
export function shareKindOf(path: string): ShareKind | null {
  const english = toEnglishPath(path)
    .replace(/[?#].*$/, "")
    .replace(/(.)\/$/, "$1");
  if (/^\/insights\/[^/]+$/.test(english)) return "insight";
  if (/^\/case-studies\/[^/]+$/.test(english)) return "case-study";
  if (/^\/services\/.+$/.test(english)) return "service";
  if (/^\/compare\/[^/]+$/.test(english)) return "comparison";
  return KIND_OF_LOCALIZED_PAGE.get(english) ?? null;
}

/** A page's own share card: where the build writes it and its alternative text. */
export type ShareImage = { url: string; alt: string; kind: ShareKind };

/**
 * The card of the page at `path` (with its locale prefix) titled `title`, or null for a page
 * that shares the default image. The file is `/og/{locale}/{path}.png`, the path's slashes as
 * `--` (`/og/de/home.png`, `/og/en/insights--ai-roi-measurement-report-2025.png`). The
 * alternative text, in the page's language, is "{kind}: {title}"; the generator reads the kind
 * back from it.
 */
export function shareImageFor(path: string, title: string): ShareImage | null {
  const kind = shareKindOf(path);
  if (!kind) return null;
  const locale = localeFromPath(path);
  const prefix = locale === "en" ? "" : `/${locale}`;
  const rest = path
    .replace(/[?#].*$/, "")
    .slice(prefix.length)
    .replace(/^\/|\/$/g, "");
  const name = rest === "" ? "home" : rest.replaceAll("/", "--");
  return {
    url: `/og/${locale}/${name}.png`,
    alt: `${SHARE_KIND_LABELS[locale][kind]}: ${title}`,
    kind,
  };
}
