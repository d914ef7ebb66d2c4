import type * as React from "react";
import { cn } from "../lib/cn";
import type { LinkComponent } from "../lib/link-component";

type StretchedLinkProps = {
  href: string;
  linkComponent?: LinkComponent | undefined;
  className?: string;
  children: React.ReactNode;
};

/**
 * The link of a clickable card, placed on its title: its ::after covers the whole card (which must
 * be `relative`), so the card is one target while the link's accessible name stays the title
 * alone rather than every text in the card.
 */
export function StretchedLink({
  href,
  linkComponent: Link = "a",
  className,
  children,
}: StretchedLinkProps) {
  return (
    <Link
      href={href}
      className={cn(
        "outline-none after:absolute after:inset-0 after:rounded-[inherit] focus-visible:after:ring-3 focus-visible:after:ring-ring/60",
        className,
      )}
    >
      {children}
    </Link>
  );
}
