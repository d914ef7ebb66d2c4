import type * as React from "react";
import { useId } from "react";
import { Badge } from "../badge/badge";
import { LazyImage } from "../lazy-image/lazy-image";
import { cn } from "../lib/cn";
import type { LinkComponent } from "../lib/link-component";
import { CardHeading, type HeadingLevel } from "./card-heading";
import { StretchedLink } from "./stretched-link";

/** Case-study images are 640 by 360 (spec section 9, interface). */
export const CASE_STUDY_IMAGE_SIZE = { width: 640, height: 360 } as const;

/** Props of CaseStudyCard: a case study summary (spec section 3). */
type CaseStudyCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  title: string;
  summary: string;
  /** e.g. /images/case-studies/self-hosted-ai-roi.svg; the image is removed if it fails. */
  imageUrl?: string;
  /** Alternative text; empty by default because the title beside it says what it shows. */
  imageAlt?: string;
  tags?: readonly string[];
  /** The case study, e.g. /case-studies/self-hosted-ai-roi. */
  href: string;
  headingLevel?: HeadingLevel;
  linkComponent?: LinkComponent;
};

/** A case study in a list: its 640×360 image, tags, title and summary (spec section 3). */
function CaseStudyCard({
  title,
  summary,
  imageUrl,
  imageAlt = "",
  tags,
  href,
  headingLevel = 3,
  linkComponent,
  className,
  ...props
}: CaseStudyCardProps) {
  // The <article> is named by its title, so a list of cards reads as distinct, named items to
  // assistive technology (WCAG 2.2 SC 1.3.1, Info and Relationships).
  const titleId = useId();
  return (
    <article
      data-slot="case-study-card"
      className={cn(
        "relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-colors hover:border-primary/60",
        className,
      )}
      aria-labelledby={titleId}
      {...props}
    >
      {imageUrl ? (
        <LazyImage
          src={imageUrl}
          alt={imageAlt}
          width={CASE_STUDY_IMAGE_SIZE.width}
          height={CASE_STUDY_IMAGE_SIZE.height}
          wrapperClassName="border-b"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {tags && tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" data-slot="case-study-card-tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <CardHeading
          level={headingLevel}
          id={titleId}
          data-slot="case-study-card-title"
          className="text-lg leading-snug font-semibold"
        >
          <StretchedLink href={href} linkComponent={linkComponent}>
            {title}
          </StretchedLink>
        </CardHeading>
        <p data-slot="case-study-card-summary" className="text-sm text-muted-foreground">
          {summary}
        </p>
      </div>
    </article>
  );
}

export { CaseStudyCard, type CaseStudyCardProps };
