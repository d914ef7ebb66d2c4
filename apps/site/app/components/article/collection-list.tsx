import { formatDate, type Locale } from "@vantreo/i18n";
import { Button, CaseStudyCard, InsightCard } from "@vantreo/ui";
import { useMemo, useState } from "react";
import { RouterLink } from "../router-link";

export interface ListItem {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  tags: string[];
  imageUrl?: string;
}

/** Newest-first insight cards with a tag filter; without JavaScript every item shows. */
export function InsightList({
  items,
  collection,
  filterLabel,
  allLabel,
  locale,
}: {
  items: ListItem[];
  collection: string;
  filterLabel: string;
  allLabel: string;
  /** Formats the dates. */
  locale: Locale;
}) {
  const [tag, setTag] = useState<string | null>(null);
  const tags = useMemo(
    () => [...new Set(items.map((i) => i.tags[0]).filter((t): t is string => Boolean(t)))].sort(),
    [items],
  );
  const visible = tag ? items.filter((i) => i.tags.includes(tag)) : items;
  return (
    <>
      <div role="group" aria-label={filterLabel} className="flex flex-wrap gap-2">
        {[null, ...tags].map((t) => (
          <Button
            key={t ?? "all"}
            size="sm"
            variant={tag === t ? "primary" : "outline"}
            aria-pressed={tag === t}
            onClick={() => setTag(t)}
          >
            {t ?? allLabel}
          </Button>
        ))}
      </div>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.slug} className="flex">
            <InsightCard
              className="w-full"
              title={item.title}
              excerpt={item.excerpt}
              date={item.date}
              dateLabel={formatDate(item.date, locale, { dateStyle: "medium" })}
              tags={item.tags}
              href={`/${collection}/${item.slug}`}
              linkComponent={RouterLink}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Case-study cards with their 640×360 images. */
export function CaseStudyList({ items }: { items: ListItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug} className="flex">
          <CaseStudyCard
            className="w-full"
            title={item.title}
            summary={item.excerpt}
            imageUrl={item.imageUrl}
            tags={item.tags}
            href={`/case-studies/${item.slug}`}
            linkComponent={RouterLink}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
