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
} from "@vantreo/ui";
import { useId, useState, type ReactNode } from "react";
import { ApiField } from "../../api/form/api-field";

/** The shortest reason the lead API accepts (its OVERRIDE_REASON_MIN). */
export const OVERRIDE_REASON_MIN = 10;
/** The longest (its OVERRIDE_REASON_MAX). */
export const OVERRIDE_REASON_MAX = 2000;

/** Props of {@link OverrideDialog}. */
export interface OverrideDialogProps {
  /** Whether it is open; `onOpenChange` closes it (Cancel, Escape, once recorded). */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Who the request is about (a name and an address, each isolated by the caller). */
  subject: ReactNode;
  /** Records the override; resolves true once the API accepted it (the dialog then closes). */
  onOverride(reason: string): Promise<boolean>;
}

/**
 * The override of a request whose requester never followed the verification link: a Radix
 * dialog (as the rest of the desk) that asks for a written reason of at least
 * {@link OVERRIDE_REASON_MIN} characters, which the lead API records with the staff member in the
 * audit. What was typed stays when the API refuses it. Controlled: the queue renders one, opened
 * by the Override button of the request's row; focus returns to that button on close.
 */
export function OverrideDialog({ open, onOpenChange, subject, onOverride }: OverrideDialogProps) {
  const { t } = useTranslation("deskAdmin");
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setError(undefined);
      }}
    >
      <DialogContent showCloseButton={false}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const reason = String(new FormData(form).get("reason") ?? "").trim();
            if (reason.length < OVERRIDE_REASON_MIN || reason.length > OVERRIDE_REASON_MAX) {
              setError(t("privacy.overrideReasonShort", { min: OVERRIDE_REASON_MIN }));
              form.querySelector("textarea")?.focus();
              return;
            }
            setError(undefined);
            setPending(true);
            void onOverride(reason)
              .then((done) => {
                if (done) onOpenChange(false);
              })
              .finally(() => setPending(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("privacy.overrideTitle")}</DialogTitle>
            <DialogDescription>{t("privacy.overrideBody")}</DialogDescription>
          </DialogHeader>
          <p className="font-medium">{subject}</p>
          <ApiField
            formId={formId}
            name="reason"
            label={t("privacy.overrideReason")}
            help={t("privacy.overrideReasonHint", { min: OVERRIDE_REASON_MIN })}
            multiline
            rows={4}
            dir="auto"
            required
            error={error}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              {t("privacy.overrideConfirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
