import * as React from "react";

/** Heading levels a card title may take, so the card fits the outline of the page it sits on. */
export type HeadingLevel = 2 | 3 | 4;

type CardHeadingProps = React.ComponentProps<"h3"> & { level: HeadingLevel };

/** A card's title as an h2, h3 or h4. */
export function CardHeading({ level, ...props }: CardHeadingProps) {
  return React.createElement(`h${level}`, props);
}
