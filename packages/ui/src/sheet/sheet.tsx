import { cva } from "class-variance-authority";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { CornerCloseButton } from "../dialog/dialog";
import { useReturnFocus } from "../dialog/use-return-focus";
import { cn } from "../lib/cn";

/** A panel that slides in from an edge (the site menu); a modal dialog underneath. */
function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

/** The element that opens the sheet; focus returns to it on close. */
function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Any element that closes the sheet. */
function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

// Sides are logical: "end" is the right edge in English and German and the left edge in Arabic
// (spec section 2: the menu is a right-side panel; RTL mirrors it). --slide-x/y drive the keyframes.
const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none data-[state=closed]:animate-slide-out data-[state=open]:animate-slide-in",
  {
    variants: {
      side: {
        end: "inset-y-0 end-0 h-full w-3/4 border-s [--slide-x:100%] sm:max-w-sm rtl:[--slide-x:-100%]",
        start:
          "inset-y-0 start-0 h-full w-3/4 border-e [--slide-x:-100%] sm:max-w-sm rtl:[--slide-x:100%]",
        top: "inset-x-0 top-0 h-auto border-b [--slide-y:-100%]",
        bottom: "inset-x-0 bottom-0 h-auto border-t [--slide-y:100%]",
      },
    },
    defaultVariants: { side: "end" },
  },
);

/** The edge a sheet slides from; "end" and "start" follow the reading direction. */
type SheetSide = "end" | "start" | "top" | "bottom";

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: SheetSide;
  /** The close button's accessible name, translatable. */
  closeLabel?: string;
};

/** The sliding panel with its overlay and a close button. */
function SheetContent({
  className,
  children,
  side = "end",
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <SheetPrimitive.Portal data-slot="sheet-portal">
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        {...props}
        {...returnFocus}
      >
        {children}
        <CornerCloseButton label={closeLabel} slot="sheet-close" />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** The title block at the top of the sheet. */
function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-header"
      className={cn("flex flex-col gap-1.5 p-4 pe-12", className)}
      {...props}
    />
  );
}

/** The bottom block, pushed to the end of the sheet (the Book Consultation button). */
function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("mt-auto flex flex-col gap-2 p-4", className)}
      {...props}
    />
  );
}

/** The sheet's accessible name. */
function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-semibold text-foreground", className)}
      {...props}
    />
  );
}

/** The sheet's accessible description. */
function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
  type SheetContentProps,
  type SheetSide,
};
