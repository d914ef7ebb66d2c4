import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@vantreo/ui";
import { useState } from "react";

/** Props of a confirmation dialog. */
export interface ConfirmDialogProps {
  /** The text of the button that opens it, and that button's full accessible name. */
  trigger: string;
  triggerLabel: string;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** A destructive action: its confirm button in the destructive colour. */
  destructive?: boolean;
  pending: boolean;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm(): Promise<unknown>;
}

/**
 * A button that asks before it acts (Radix Dialog from @vantreo/ui: focus moves into the dialog
 * and returns to the button, Escape cancels; WAI-ARIA APG "Dialog (Modal)").
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={props.triggerLabel}>
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{props.cancel}</Button>
          </DialogClose>
          <Button
            loading={props.pending}
            // The destructive colour as text and border: white on it is below 4.5:1 (WCAG 1.4.3).
            {...(props.destructive
              ? {
                  variant: "outline" as const,
                  className: "border-destructive text-destructive hover:bg-destructive/10",
                }
              : {})}
            onClick={() => void props.onConfirm().finally(() => setOpen(false))}
          >
            {props.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
