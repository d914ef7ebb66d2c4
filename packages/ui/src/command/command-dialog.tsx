import type * as React from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog";
import { cn } from "../lib/cn";
import { Command, type CommandProps } from "./command";

/** Props of CommandDialog: a Dialog's, plus its texts and the inner Command's props. */
type CommandDialogProps = React.ComponentProps<typeof Dialog> & {
  /** The dialog's accessible name, visually hidden (translatable). */
  title?: string;
  /** The dialog's accessible description, visually hidden (translatable). */
  description?: string;
  /** The close button's accessible name (translatable). */
  closeLabel?: string;
  className?: string;
  /** Props for the inner Command, e.g. `shouldFilter: false` when results are scored elsewhere. */
  commandProps?: Omit<CommandProps, "children">;
};

/**
 * The site search dialog's shell (spec section 2): a modal Command that closes on Escape, an
 * outside click or the close button, and returns focus to whatever opened it.
 */
function CommandDialog({
  title = "Search",
  description = "Search services, insights and case studies",
  closeLabel,
  className,
  commandProps,
  children,
  ...props
}: CommandDialogProps) {
  return (
    <Dialog {...props}>
      <DialogContent
        className={cn("gap-0 overflow-hidden p-0 sm:max-w-xl", className)}
        closeLabel={closeLabel}
      >
        <DialogHeader className="sr-only">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Command
          {...commandProps}
          className={cn(
            "**:data-[slot=command-input-wrapper]:h-14 **:data-[slot=command-input-wrapper]:pe-12 **:data-[slot=command-item]:py-3",
            commandProps?.className,
          )}
        >
          {children}
        </Command>
      </DialogContent>
    </Dialog>
  );
}

export { CommandDialog, type CommandDialogProps };
