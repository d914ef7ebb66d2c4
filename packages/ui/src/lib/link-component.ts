import type * as React from "react";

/** The props a card hands to the element that renders its link. */
export type LinkComponentProps = {
  href: string;
  className?: string;
  children?: React.ReactNode;
};

/**
 * What renders a card's link: a plain <a> by default, or the app's router link (for example
 * `({ href, ...props }) => <Link to={href} {...props} />`) so navigation stays client-side.
 */
export type LinkComponent = React.ElementType<LinkComponentProps>;
