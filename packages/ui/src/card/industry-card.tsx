import type * as React from "react";
import { useId } from "react";
import { cn } from "../lib/cn";
import type { LinkComponent } from "../lib/link-component";
import { CardHeading, type HeadingLevel } from "./card-heading";
import { StretchedLink } from "./stretched-link";

/** Props of IndustryCard. */
type IndustryCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  /** A decorative icon (hidden from assistive technology). */
  icon?: React.ReactNode;
  title: string;
  description: string;
  /** What the firm does for this industry, shown as a short list. */
  points?: readonly string[];
  /** The industry page, e.g. /financial-services; without it the card is not a link. */
  href?: string;
  headingLevel?: HeadingLevel;
  linkComponent?: LinkComponent;
};

/** An industry served (healthcare, financial services, federal, retail) on the home page. */
function IndustryCard({
  icon,
  title,
  description,
  points,
  href,
  headingLevel = 3,
  linkComponent,
  className,
  ...props
}: IndustryCardProps) {
  // The <article> is named by its title, so a list of cards reads as distinct, named items to
  // assistive technology (WCAG 2.2 SC 1.3.1, Info and Relationships).
  const titleId = useId();
  return (
    <article
      data-slot="industry-card"
      className={cn(
        "relative flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        href && "transition-colors hover:border-primary/60",
        className,
      )}
      aria-labelledby={titleId}
      {...props}
    >
      {icon ? (
        <span
          data-slot="industry-card-icon"
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-lg bg-accent/15 text-accent [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <CardHeading
        level={headingLevel}
        id={titleId}
        data-slot="industry-card-title"
        className="text-lg leading-snug font-semibold"
      >
        {href ? (
          <StretchedLink href={href} linkComponent={linkComponent}>
            {title}
          </StretchedLink>
        ) : (
          title
        )}
      </CardHeading>
      <p data-slot="industry-card-description" className="text-sm text-muted-foreground">
        {description}
      </p>
      {points && points.length > 0 ? (
        <ul data-slot="industry-card-points" className="flex flex-col gap-1.5 text-sm">
          {points.map((point) => (
            <li
              key={point}
              className="flex gap-2 before:mt-2 before:size-1.5 before:shrink-0 before:rounded-full before:bg-primary"
            >
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export { IndustryCard, type IndustryCardProps };
