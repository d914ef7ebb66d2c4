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
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ApiField } from "../../api/form/api-field";
import { deskErrorText } from "../desk-error-text";
import { readCode } from "./validate-invite";

/** Props of {@link StepUpDialog}. */
export interface StepUpDialogProps {
  /** The text of the button that opens the dialog; without it the dialog is opened by `open`. */
  trigger?: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  disabled?: boolean;
  title: string;
  /** What happens, and whether it can be undone. */
  body: string;
  /** Who it happens to (a name and an address, each isolated by the caller). */
  subject?: ReactNode;
  confirm: string;
  /** An action that cannot be undone: an alert dialog, its confirm button in the destructive colour. */
  destructive?: boolean;
  /** More fields of the dialog's form (the roles to give). */
  children?: ReactNode;
  /**
   * Runs the action with the owner's code and the dialog form's data. Resolves: the dialog
   * closes. Rejects: the failure shows in the dialog, unless `handled` says the caller shows it
   * (then the dialog closes too).
   */
  onConfirm(code: string, form: FormData): Promise<unknown>;
  handled?(error: unknown): boolean;
}

/**
 * Re-authentication before a staff change (inviting, changing roles, disabling, resetting): a
 * Radix dialog (focus moves in and returns, Escape cancels: WAI-ARIA APG "Dialog (Modal)") that
 * asks the owner's current authenticator code, which the lead API checks and spends (a code is
 * good once). A wrong code keeps the dialog open with the API's reason, in the desk's language.
 */
export function StepUpDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  disabled = false,
  title,
  body,
  subject,
  confirm,
  destructive = false,
  children,
  onConfirm,
  handled,
}: StepUpDialogProps) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const formId = useId().replaceAll(":", "");
  const [ownOpen, setOwnOpen] = useState(false);
  const [codeError, setCodeError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (!next) {
      setCodeError(false);
      setFailure(null);
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React events bubble through the component tree: keep this
    // submission from reaching a form the dialog was opened from.
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    const code = readCode(data.get("stepUpCode"));
    setFailure(null);
    setCodeError(code === null);
    if (code === null) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${formId}-stepUpCode`)?.focus();
      return;
    }
    setPending(true);
    onConfirm(code, data)
      .then(() => setOpen(false))
      .catch((error: unknown) => {
        if (handled?.(error)) setOpen(false);
        else setFailure(deskErrorText(deskT, error));
      })
      .finally(() => setPending(false));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" disabled={disabled}>
            {trigger}
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent role={destructive ? "alertdialog" : "dialog"} showCloseButton={false}>
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{body}</DialogDescription>
          </DialogHeader>
          {subject ? <p className="font-medium">{subject}</p> : null}
          {children}
          <p className="text-sm text-muted-foreground">{t("staff.stepUp.body")}</p>
          <ApiField
            formId={formId}
            name="stepUpCode"
            label={t("staff.stepUp.code")}
            help={t("staff.stepUp.codeHint")}
            error={codeError ? t("staff.stepUp.codeRequired") : undefined}
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            required
            controlClassName="font-mono tracking-widest"
          />
          <div role="alert">
            {failure ? (
              <p className="text-destructive">
                <span aria-hidden="true" className="me-2">
                  ⚠
                </span>
                {failure}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              loading={pending}
              disabled={pending}
              {...(destructive
                ? {
                    variant: "outline" as const,
                    className: "border-destructive text-destructive hover:bg-destructive/10",
                  }
                : {})}
            >
              {confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
