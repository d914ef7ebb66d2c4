import { isFormLeadSource, type FormLeadSource } from "./lead-types";

// Spec section 5, in the order it lists the words; the first word found wins.
const SOURCE_WORDS: readonly (readonly [word: string, source: FormLeadSource])[] = [
  ["popup", "popup"],
  ["exit", "popup"],
  ["service", "service-page"],
  ["footer", "footer"],
  ["hero", "hero-cta"],
  ["inline", "inline-form"],
];

/** What a form knows about where it sits. */
export type SourceHint = {
  /** The form's source text, e.g. `footer-newsletter` or a `?source=` query value. */
  source?: string | null;
  /** The page's path (`/de/services/llm-evaluation`) or full URL. */
  path?: string | null;
};

function pathnameOf(path: string): string {
  try {
    return new URL(path).pathname;
  } catch {
    return path;
  }
}

/**
 * The source of a form submission (spec section 5). A source text that is a lead source itself
 * is kept; one containing popup or exit, service, footer, hero or inline (case-insensitive, in
 * that order) maps to popup, service-page, footer, hero-cta or inline-form. Otherwise the path
 * decides: `/services/` means service-page, `/contact` contact-page; anything else contact-page.
 */
export function inferSource(hint: SourceHint): FormLeadSource {
  const text = (hint.source ?? "").trim().toLowerCase();
  if (isFormLeadSource(text)) return text;
  const match = SOURCE_WORDS.find(([word]) => text.includes(word));
  if (match) return match[1];
  const pathname = pathnameOf((hint.path ?? "").trim());
  if (pathname.includes("/services/")) return "service-page";
  if (pathname.includes("/contact")) return "contact-page";
  return "contact-page";
}
