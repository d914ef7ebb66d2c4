import type * as React from "react";
import { useId } from "react";
import { Badge } from "../badge/badge";
import { cn } from "../lib/cn";
import type { LinkComponent } from "../lib/link-component";
import { CardHeading, type HeadingLevel } from "./card-heading";
import { StretchedLink } from "./stretched-link";

/** Props of InsightCard: an insight summary (spec section 3). */
type InsightCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  title: string;
  /** The article's excerpt, clamped to three lines; one bundled article has none. */
  excerpt?: string;
  /** ISO date (YYYY-MM-DD) for the machine-readable <time>. */
  date: string;
  /** The date as the reader's locale writes it; defaults to the ISO date. */
  dateLabel?: string;
  /** The article's tags; only the first is shown (spec section 3, insight summary). */
  tags?: readonly string[];
  /** The article, e.g. /insights/rag-architecture-patterns. */
  href: string;
  headingLevel?: HeadingLevel;
  linkComponent?: LinkComponent;
};

/** An insight article in a list: first tag, date, title, and the excerpt clamped to 3 lines. */
function InsightCard({
  title,
  excerpt,
  date,
  dateLabel,
  tags,
  href,
  headingLevel = 3,
  linkComponent,
  className,
  ...props
}: InsightCardProps) {
  // The <article> is named by its title, so a list of cards reads as distinct, named items to
  // assistive technology (WCAG 2.2 SC 1.3.1, Info and Relationships).
  const titleId = useId();
  const firstTag = tags?.[0];
  return (
    <article
      data-slot="insight-card"
      className={cn(
        "relative flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/60",
        className,
      )}
      aria-labelledby={titleId}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
        {firstTag ? <Badge variant="secondary">{firstTag}</Badge> : null}
        <time dateTime={date}>{dateLabel ?? date}</time>
      </div>
      <CardHeading
        level={headingLevel}
        id={titleId}
        data-slot="insight-card-title"
        className="text-lg leading-snug font-semibold"
      >
        <StretchedLink href={href} linkComponent={linkComponent}>
          {title}
        </StretchedLink>
      </CardHeading>
      {excerpt ? (
        <p data-slot="insight-card-excerpt" className="line-clamp-3 text-sm text-muted-foreground">
          {excerpt}
        </p>
      ) : null}
    </article>
  );
}

export { InsightCard, type InsightCardProps };
