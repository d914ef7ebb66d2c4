import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@vantreo/ui";
import type { ReactNode } from "react";

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether it is open; `onOpenChange` closes it (Cancel, Escape, after the action). */
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What happens, and whether it can be undone. */
  body: string;
  /** Who it happens to (a name and an address, each isolated by the caller). */
  subject?: ReactNode;
  confirm: string;
  cancel: string;
  /** An action that cannot be undone: an alert dialog, its confirm button in the destructive colour. */
  destructive?: boolean;
  /** The action is running: the confirm button shows it. */
  pending?: boolean;
  /** Runs the action; a promise keeps the dialog open until it settles. */
  onConfirm(): unknown;
}

/**
 * Asks before an action, on @vantreo/ui's Radix Dialog: focus moves into the dialog and returns
 * to the button that opened it (the dialog content's `useReturnFocus`), Escape cancels (WAI-ARIA
 * APG "Dialog (Modal)"). Cancel comes first, so the dialog opens with focus on it and Enter
 * never deletes by accident; a destructive action is an `alertdialog` (APG "Alert and Message
 * Dialogs": focus the least destructive action).
 *
 * Controlled: a list renders one for all its rows, opened for the row whose button asked (the
 * button says so with `aria-haspopup="dialog"`), never one dialog per row (issue 31: a row's
 * Radix dialogs cost most of a section's render).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  subject,
  confirm,
  cancel,
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            onClick={() => void Promise.resolve(onConfirm()).finally(() => onOpenChange(false))}
          >
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
