/** How many formatters of each kind are kept (the site uses a few dozen option sets). */
export const INTL_CACHE_SIZE = 64;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, create: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    // The oldest entry goes first: a bounded cache, whatever options callers invent.
    if (cache.size >= INTL_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * The `Intl.NumberFormat` of a locale and options, built once: building one costs far more than
 * formatting with it (a results table of 60 figures built 60), so formatters are reused.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The `Intl.DateTimeFormat` of a locale and options, built once (see {@link numberFormat}). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
