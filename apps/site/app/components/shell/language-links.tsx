import { LOCALE_CODES, LOCALES, switchLocale } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../navigation/use-locale";
import { useHydrated } from "../leads/use-hydrated";

/**
 * The language selector (spec section 2): English, Deutsch, العربية as plain links, so it works
 * without JavaScript. Each name is shown in its own language (marked with `lang`, WCAG 3.1.2)
 * and, where it differs, followed by a visually hidden name in the page's language, so an
 * English screen reader announces "العربية (Arabic)"; each keeps the query string and maps to the same page in that language,
 * or to that language's home when the page does not exist there. On the not-found page every
 * link goes to that language's home (the unknown path exists in no language).
 */
export function LanguageLinks({
  notFound,
  shellPath,
}: {
  /** The not-found page: every link goes to that language's home. */
  notFound: boolean;
  /**
   * The English path of the one shell page prerendered for many paths (a data-room document,
   * a lead of the desk), or undefined.
   */
  shellPath?: string | undefined;
}) {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  const current = useLocale();
  // Hydration must see what the prerender saw: no query string, and for data-room documents and
  // desk leads the one shell page they share. The real path and query apply right after, so the hrefs update.
  const hydrated = useHydrated();
  const from = hydrated
    ? { pathname, search }
    : {
        pathname: shellPath ? `${LOCALES[current].prefix}${shellPath}` : pathname,
        search: "",
      };
  return (
    <nav aria-label={t("language.label")}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALE_CODES.map((code) => (
          <li key={code}>
            <Link
              to={
                notFound
                  ? LOCALES[code].prefix || "/"
                  : switchLocale(from.pathname, from.search, code)
              }
              hrefLang={LOCALES[code].htmlLang}
              aria-current={code === current ? "true" : undefined}
              className="rounded-md px-2 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=true]:font-semibold aria-[current=true]:text-foreground"
            >
              {/* Narrow screens show the code; the full name stays the link's accessible name. */}
              <span className="max-sm:sr-only" lang={LOCALES[code].htmlLang}>
                {LOCALES[code].label}
              </span>
              <span className="sm:hidden" aria-hidden="true">
                {code.toUpperCase()}
              </span>
              {/* The name in the page's language too ("العربية (Arabic)"), read in its voice. */}
              {t(`language.names.${code}`) !== LOCALES[code].label ? (
                <>
                  {" "}
                  <span className="sr-only">{`(${t(`language.names.${code}`)})`}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
