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
import { useState, type ReactNode } from "react";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The text of the button that opens the dialog. */
  trigger: string;
  /** That button's full accessible name, where its text alone is ambiguous in a list. */
  triggerLabel?: string;
  title: string;
  /** What happens, and whether it can be undone. */
  body: string;
  /** Who it happens to (a name and an address, each isolated by the caller). */
  subject?: ReactNode;
  confirm: string;
  cancel: string;
  /** An action that cannot be undone: an alert dialog, its confirm button in the destructive colour. */
  destructive?: boolean;
  disabled?: boolean;
  /** The action is running: the confirm button shows it. */
  pending?: boolean;
  /** Runs the action; a promise keeps the dialog open until it settles. */
  onConfirm(): unknown;
}

/**
 * A button that asks before it acts, on @vantreo/ui's Radix Dialog: focus moves into the dialog
 * and returns to the button, Escape cancels (WAI-ARIA APG "Dialog (Modal)"). Cancel comes first,
 * so the dialog opens with focus on it and Enter never deletes by accident; a destructive action
 * is an `alertdialog` (APG "Alert and Message Dialogs": focus the least destructive action).
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  body,
  subject,
  confirm,
  cancel,
  destructive = false,
  disabled = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={triggerLabel}
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent role={destructive ? "alertdialog" : "dialog"} showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        {subject ? <p className="font-medium">{subject}</p> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {cancel}
            </Button>
          </DialogClose>
          <Button
            type="button"
            loading={pending}
            // The destructive colour as text and border: white on it is below 4.5:1 (WCAG 1.4.3).
            {...(destructive
              ? {
                  variant: "outline" as const,
                  className: "border-destructive text-destructive hover:bg-destructive/10",
                }
              : {})}
            onClick={() => void Promise.resolve(onConfirm()).finally(() => setOpen(false))}
          >
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
