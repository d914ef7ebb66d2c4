import { LOCALES, type Locale } from "../locales";
import { localizePath } from "./localize-path";
import { splitPath } from "./split-path";
import { englishPageOf } from "./to-english-path";

/**
 * The target of the language selector: the current page in the chosen locale, or that
 * locale's home when the page has no version there, always keeping the query string
 * (spec section 2). `search` may be given with or without its leading `?`.
 */
export function switchLocale(pathname: string, search: string, target: Locale): string {
  const query = search.replace(/^\?/, "");
  const suffix = query ? `?${query}` : "";
  const english = englishPageOf(splitPath(pathname).pathname);
  const path =
    english === undefined ? LOCALES[target].prefix || "/" : localizePath(english, target);
  return `${path}${suffix}`;
}
