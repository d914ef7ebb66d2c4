import { Collapsible as CollapsiblePrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";

/** Props of Collapsible: those of the Radix collapsible root (open, defaultOpen, onOpenChange…). */
type CollapsibleProps = React.ComponentProps<typeof CollapsiblePrimitive.Root>;

/** A section that shows and hides its content; each one is independent (the site menu's groups). */
function Collapsible(props: CollapsibleProps) {
  return <CollapsiblePrimitive.Root data-slot="collapsible" {...props} />;
}

/** The button that toggles the section; it carries aria-expanded and aria-controls. */
function CollapsibleTrigger(props: React.ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return <CollapsiblePrimitive.Trigger data-slot="collapsible-trigger" {...props} />;
}

/** The content shown while open, animated open and shut by its measured height. */
function CollapsibleContent({
  className,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={cn(
        "overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down",
        className,
      )}
      {...props}
    />
  );
}

export { Collapsible, CollapsibleTrigger, CollapsibleContent, type CollapsibleProps };
