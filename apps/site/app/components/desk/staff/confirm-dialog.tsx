import { useTranslation } from "@vantreo/i18n/react";
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
  /** The button that opens the dialog. */
  trigger: string;
  title: string;
  /** What happens, and that it cannot be undone. */
  body: string;
  /** Who it happens to (a name and an address, each isolated by the caller). */
  subject: ReactNode;
  confirm: string;
  disabled?: boolean;
  onConfirm(): void;
}

/**
 * A Radix dialog (from `@vantreo/ui`) that asks before an action that cannot be undone: it names
 * the person and says what will happen. Cancel comes first, so the dialog opens with focus on
 * it and Enter never erases by accident (WAI-ARIA APG, alert dialog pattern: focus the least
 * destructive action).
 */
export function ConfirmDialog({
  trigger,
  title,
  body,
  subject,
  confirm,
  disabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation("deskAdmin");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <p className="font-medium">{subject}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("cancel")}
            </Button>
          </DialogClose>
          <Button
            type="button"
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
