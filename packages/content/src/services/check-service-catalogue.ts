import type { ServiceEntry } from "./service-entry-schema";

/** A catalogue-wide rule broken by one entry; `path` points into that entry. */
export interface CatalogueIssue {
  /** Position of the entry in the list given to `checkServiceCatalogue`. */
  index: number;
  slug: string;
  path: (string | number)[];
  message: string;
}

/**
 * Text fields that must differ from every other entry's: no two entries
 * share a text. Cross-sell texts and button labels are left out: they name other services and repeat
 * by design.
 */
const UNIQUE_TEXT_FIELDS: readonly {
  path: (string | number)[];
  read: (e: ServiceEntry) => readonly string[];
}[] = [
  ...(
    ["title", "h1", "metaDescription", "shortDescription", "problemStatement", "solution"] as const
  ).map((f) => ({
    path: [f],
    read: (e: ServiceEntry) => [e[f]],
  })),
  { path: ["leadMagnetTitle"], read: (e) => [e.leadMagnetTitle] },
  { path: ["leadMagnetDescription"], read: (e) => [e.leadMagnetDescription] },
  { path: ["keyBenefits"], read: (e) => e.keyBenefits },
  ...(["company", "challenge", "result", "metric"] as const).map((f) => ({
    path: ["caseStudy", f],
    read: (e: ServiceEntry) => (e.caseStudy ? [e.caseStudy[f]] : []),
  })),
  ...(["de", "ar"] as const).flatMap((locale) =>
    (["title", "shortDescription"] as const).map((f) => ({
      path: ["i18n", locale, f],
      read: (e: ServiceEntry) => [e.i18n[locale][f]],
    })),
  ),
];

function duplicates<T>(
  entries: readonly ServiceEntry[],
  key: (e: ServiceEntry) => T,
  path: string,
  label: string,
): CatalogueIssue[] {
  const first = new Map<T, string>();
  const issues: CatalogueIssue[] = [];
  entries.forEach((entry, index) => {
    const value = key(entry);
    const owner = first.get(value);
    if (owner === undefined) first.set(value, entry.slug);
    else
      issues.push({
        index,
        slug: entry.slug,
        path: [path],
        message: `${label} ${String(value)} is also used by ${owner}`,
      });
  });
  return issues;
}

/**
 * Checks the rules that span the whole catalogue: unique ids and slugs, every
 * cross-sell url resolves to another entry (and shows that entry's title), each checkout product
 * key belongs to one button only, and no text field repeats another entry's text.
 * Returns every broken rule; an empty list means the catalogue is consistent.
 */
export function checkServiceCatalogue(entries: readonly ServiceEntry[]): CatalogueIssue[] {
  const issues = [
    ...duplicates(entries, (e) => e.id, "id", "id"),
    ...duplicates(entries, (e) => e.slug, "slug", "slug"),
  ];
  const bySlug = new Map(entries.map((e) => [e.slug, e]));
  const products = new Map<string, string>();

  entries.forEach((entry, index) => {
    entry.crossSells.forEach((sell, i) => {
      const target = bySlug.get(sell.url.replace(/^\/services\//, ""));
      if (!target)
        issues.push({
          index,
          slug: entry.slug,
          path: ["crossSells", i, "url"],
          message: `${sell.url} is not a service of the catalogue`,
        });
      else if (target.title !== sell.title) {
        issues.push({
          index,
          slug: entry.slug,
          path: ["crossSells", i, "title"],
          message: `must be the title of ${target.slug}: "${target.title}"`,
        });
      }
    });
    entry.primaryCTAs.forEach((cta, i) => {
      if (cta.product === undefined) return;
      const owner = products.get(cta.product);
      if (owner !== undefined) {
        issues.push({
          index,
          slug: entry.slug,
          path: ["primaryCTAs", i, "product"],
          message: `product ${cta.product} is also sold by ${owner}`,
        });
      }
      products.set(cta.product, owner ?? entry.slug);
    });
  });

  for (const field of UNIQUE_TEXT_FIELDS) {
    const seen = new Map<string, string>();
    entries.forEach((entry, index) => {
      for (const value of field.read(entry)) {
        const key = value.trim().toLowerCase();
        const owner = seen.get(key);
        if (owner !== undefined && owner !== entry.slug) {
          issues.push({
            index,
            slug: entry.slug,
            path: field.path,
            message: `"${value}" repeats the text of ${owner}`,
          });
        }
        if (owner === undefined) seen.set(key, entry.slug);
      }
    });
  }
  return issues;
}
