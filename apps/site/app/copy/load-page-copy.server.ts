/**
 * Build-time lookup of a content page's copy by its path. The copy modules are read in the
 * route loader only, so the text ships in the prerendered HTML, never in a JavaScript bundle.
 */
import { localeFromPath, toEnglishPath, type Locale } from "@vantreo/i18n";
import type { PageCopy } from "./page-copy";

type CopyModule = { copy: Partial<Record<Locale, PageCopy>> };

const modules = import.meta.glob<CopyModule>("./pages/*.ts");

/** The copy of the page at `pathname` in the locale of its prefix; throws a 404 when absent. */
export async function loadPageCopy(
  pathname: string,
): Promise<{ copy: PageCopy; locale: Locale; englishPath: string }> {
  const locale = localeFromPath(pathname);
  const englishPath = toEnglishPath(pathname).replace(/\/$/, "") || "/";
  const load = modules[`./pages/${englishPath.slice(1).replace(/\//g, "--")}.ts`];
  const copy = load ? (await load()).copy[locale] : undefined;
  if (!copy) throw new Response("Not Found", { status: 404 });
  return { copy, locale, englishPath };
}
