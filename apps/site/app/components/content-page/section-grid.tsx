import { StatItem } from "@vantreo/ui";
import type { PageSection } from "../../copy/page-copy";
import { richText } from "../rich-text";
import { SmartLink } from "../smart-link";

type Features = Extract<PageSection, { kind: "features" }>;
type Stats = Extract<PageSection, { kind: "stats" }>;
type Steps = Extract<PageSection, { kind: "steps" }>;
type Cards = Extract<PageSection, { kind: "cards" }>;

/** Short items in a responsive grid. */
export function FeaturesBody({ section }: { section: Features }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {section.items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{richText(item.body)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Figures, each a StatItem. */
export function StatsBody({ section }: { section: Stats }) {
  return (
    <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
      {section.items.map((item) => (
        <StatItem
          key={item.label}
          number={item.number}
          label={item.label}
          detail={item.detail}
          className="rounded-xl border bg-card p-5"
        />
      ))}
    </div>
  );
}

/** An ordered process with numbered steps. */
export function StepsBody({ section }: { section: Steps }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {section.items.map((item, index) => (
        <li key={item.title} className="rounded-xl border bg-card p-6">
          <span aria-hidden="true" className="text-sm font-bold text-primary tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-2 font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{richText(item.body)}</p>
        </li>
      ))}
    </ol>
  );
}

/** Cards, linked when they have an href, with an optional tag list (e.g. key clients). */
export function CardsBody({ section }: { section: Cards }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {section.items.map((item) => (
        <li
          key={item.title}
          className="relative flex flex-col rounded-xl border bg-card p-6 transition-colors hover:border-primary/60"
        >
          <h3 className="font-semibold">
            {item.href ? (
              <SmartLink
                href={item.href}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {item.title}
              </SmartLink>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
          {item.tags?.length ? (
            <div className="mt-4">
              {item.tagsLabel ? (
                <p className="text-xs font-semibold text-muted-foreground">{item.tagsLabel}</p>
              ) : null}
              <ul className="mt-2 flex flex-wrap gap-2">
                {item.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
