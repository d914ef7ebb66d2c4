import type * as React from "react";
import { useId } from "react";
import { cn } from "../lib/cn";
import { ArrowRightIcon } from "../icons/icons";
import type { LinkComponent } from "../lib/link-component";
import { CardHeading, type HeadingLevel } from "./card-heading";
import { StretchedLink } from "./stretched-link";

/** Props of ServiceCard: a service card (spec section 3). */
type ServiceCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  /** A decorative icon (hidden from assistive technology). */
  icon?: React.ReactNode;
  title: string;
  description: string;
  /** A short proof point, e.g. "40-60% cost reduction". */
  highlight?: string;
  /** Where the card leads, e.g. /services/data-engineering-consulting. */
  href: string;
  /** The visible call to action; the link's accessible name stays the title. */
  linkLabel?: string;
  headingLevel?: HeadingLevel;
  linkComponent?: LinkComponent;
};

/** A service on the home and Atlanta pages: icon, title, description, highlight, link (spec section 3). */
function ServiceCard({
  icon,
  title,
  description,
  highlight,
  href,
  linkLabel = "Learn more",
  headingLevel = 3,
  linkComponent,
  className,
  ...props
}: ServiceCardProps) {
  // The <article> is named by its title, so a list of cards reads as distinct, named items to
  // assistive technology (WCAG 2.2 SC 1.3.1, Info and Relationships).
  const titleId = useId();
  return (
    <article
      data-slot="service-card"
      className={cn(
        "group relative flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/60",
        className,
      )}
      aria-labelledby={titleId}
      {...props}
    >
      {icon ? (
        <span
          data-slot="service-card-icon"
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary [&_svg]:size-5"
        >
          {icon}
        </span>
      ) : null}
      <CardHeading
        level={headingLevel}
        id={titleId}
        data-slot="service-card-title"
        className="text-lg leading-snug font-semibold"
      >
        <StretchedLink href={href} linkComponent={linkComponent}>
          {title}
        </StretchedLink>
      </CardHeading>
      <p data-slot="service-card-description" className="text-sm text-muted-foreground">
        {description}
      </p>
      {highlight ? (
        <p data-slot="service-card-highlight" className="text-sm font-semibold text-primary">
          {highlight}
        </p>
      ) : null}
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
      >
        {linkLabel}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
      </span>
    </article>
  );
}

export { ServiceCard, type ServiceCardProps };
