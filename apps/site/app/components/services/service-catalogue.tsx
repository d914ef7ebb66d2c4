import type { Locale } from "@vantreo/i18n";
import { Button, Input, Label, ServiceCard } from "@vantreo/ui";
import { useMemo, useState } from "react";
import type { ServicesPageCopy } from "../../copy/services-page";
import { RouterLink } from "../router-link";

export interface ServiceListItem {
  slug: string;
  category: string;
  categoryName: string;
  title: string;
  shortDescription: string;
  keywords: string[];
}

interface ServiceCatalogueProps {
  copy: ServicesPageCopy;
  services: ServiceListItem[];
  categories: { id: string; name: string }[];
  locale: Locale;
}

/** The catalogue with a category filter and a text filter; without JavaScript it lists everything. */
export function ServiceCatalogue({ copy, services, categories, locale }: ServiceCatalogueProps) {
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase(locale);
    return services.filter(
      (s) =>
        (!category || s.category === category) &&
        (!needle ||
          [s.title, s.shortDescription, ...s.keywords].some((t) =>
            t.toLocaleLowerCase(locale).includes(needle),
          )),
    );
  }, [services, category, query, locale]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <section aria-labelledby="filter-heading" className="flex flex-col gap-6">
        <h2 id="filter-heading" className="sr-only">
          {copy.filterHeading}
        </h2>
        <div className="max-w-md">
          <Label htmlFor="service-search">{copy.searchLabel}</Label>
          <Input
            id="service-search"
            type="search"
            className="mt-2"
            placeholder={copy.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div role="group" aria-label={copy.filterHeading} className="flex flex-wrap gap-2">
          {[{ id: null, name: copy.allCategories }, ...categories].map((c) => (
            <Button
              key={c.id ?? "all"}
              size="sm"
              variant={category === c.id ? "primary" : "outline"}
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
            >
              {c.name}
            </Button>
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {copy.resultCount.replace("{{count}}", String(visible.length))}
          {copy.englishDetails ? ` · ${copy.englishDetails}` : null}
        </p>
      </section>
      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((service) => (
            <li key={service.slug} className="flex">
              <ServiceCard
                className="w-full"
                title={service.title}
                description={service.shortDescription}
                highlight={service.categoryName}
                linkLabel={copy.cardLinkLabel}
                href={`/services/${service.slug}`}
                linkComponent={RouterLink}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-12 text-center">
          <p className="text-muted-foreground">{copy.noResults}</p>
          <Button
            className="mt-4"
            variant="outline"
            onClick={() => {
              setCategory(null);
              setQuery("");
            }}
          >
            {copy.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
