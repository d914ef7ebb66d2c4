import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";
import { XIcon } from "../icons/icons";
import { useReturnFocus } from "./use-return-focus";

/** A modal dialog: focus is trapped inside, Escape and the close button close it, the page behind is inert. */
function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog; focus returns to it on close. */
function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Renders the dialog into document.body. */
function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Any element that closes the dialog. */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop; a click on it closes the dialog. */
function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

/** The close button in the corner of a dialog or sheet, named by `label` for screen readers. */
function CornerCloseButton({ label, slot }: { label: string; slot: string }) {
  return (
    <DialogPrimitive.Close
      data-slot={slot}
      className="absolute end-4 top-4 rounded-sm p-1 opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-3 focus-visible:ring-ring/60 disabled:pointer-events-none [&_svg]:size-4"
    >
      <XIcon />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}

/** Props of DialogContent: the Radix content's, plus the close button's options. */
type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the close button in the corner (default true). */
  showCloseButton?: boolean;
  /** The close button's accessible name, translatable. */
  closeLabel?: string;
};

/** The dialog panel, centred in both directions (inset 0 + auto margins, as the UA styles <dialog>). */
function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100%-2rem)] w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg",
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        {showCloseButton ? <CornerCloseButton label={closeLabel} slot="dialog-close" /> : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The title and description block. */
function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-start", className)}
      {...props}
    />
  );
}

/** The actions row, at the end of the reading direction. */
function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/** The dialog's accessible name. */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  CornerCloseButton,
  type DialogContentProps,
};
