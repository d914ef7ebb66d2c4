import type * as React from "react";

/** The props a component hands to the element that renders one of its links. */
export type LinkComponentProps = {
  href: string;
  className?: string;
  children?: React.ReactNode;
  hrefLang?: string;
  "aria-current"?: React.AriaAttributes["aria-current"];
};

/**
 * What renders a link inside a kit component: a plain <a> by default, or the app's router link
 * (for example `({ href, ...props }) => <Link to={href} {...props} />`) so navigation stays
 * client-side.
 */
export type LinkComponent = React.ElementType<LinkComponentProps>;
