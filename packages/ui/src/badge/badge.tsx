import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";

/** The badge's classes per variant, for elements that should look like a badge. */
const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap transition-colors focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
        outline: "border-border text-foreground [a&]:hover:bg-muted",
        destructive:
          "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
        // Menu items marked HOT or NEW (spec section 2, site menu): short, uppercase, high-contrast.
        hot: "border-transparent bg-accent px-1.5 text-[0.625rem] tracking-wide text-accent-foreground uppercase",
        new: "border-transparent bg-success px-1.5 text-[0.625rem] tracking-wide text-background uppercase",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** Props of Badge: a <span>'s, a variant and `asChild`. */
type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /** Render the child element (a link, say) with the badge's look instead of a <span>. */
    asChild?: boolean;
  };

/** A small status label: a category, a tag, or a HOT / NEW marker on a menu item. */
function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants, type BadgeProps };
