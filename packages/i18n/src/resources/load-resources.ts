import type { LocaleResources } from "../instance/resource-types";
import type { Locale } from "../locales";

// One dynamic import per locale, so a bundler emits one chunk per language and the browser
// downloads only the visitor's (spec section 2: the language comes from the path prefix).
const LOADERS: Record<Locale, () => Promise<{ default: LocaleResources }>> = {
  en: () => import("./en/index"),
  de: () => import("./de/index"),
  ar: () => import("./ar/index"),
};

/** The shared UI strings of one locale, by namespace, loaded on demand. */
export async function loadResources(locale: Locale): Promise<LocaleResources> {
  const module = await LOADERS[locale]();
  return module.default;
}
