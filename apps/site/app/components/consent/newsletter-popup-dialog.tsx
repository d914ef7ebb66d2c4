import type { PopupTrigger } from "@vantreo/consent";
import type { LeadClient } from "@vantreo/leads";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { NewsletterPopupForm } from "./newsletter-popup-form";
import { popupLeadClient } from "./popup-lead-client";
import { popupLeadSettings } from "./popup-lead-settings";

/** Props of the popup dialog (the default export, loaded on demand). */
export type NewsletterPopupDialogProps = {
  open: boolean;
  trigger: PopupTrigger;
  onClose(): void;
  /** Tells the policy the signup succeeded: it closes the popup 2 s later. */
  onSucceed(): void;
  client?: Pick<LeadClient, "submit">;
};

/**
 * The popup itself: a modal dialog (focus moves in and returns on close; Escape, the close
 * button, "No thanks" and a click outside close it) with the newsletter or exit-intent wording.
 */
export default function NewsletterPopupDialog({
  open,
  trigger,
  onClose,
  onSucceed,
  client = popupLeadClient(),
}: NewsletterPopupDialogProps) {
  const { t } = useTranslation("popup");
  const settings = popupLeadSettings(trigger);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent closeLabel={t("close")} data-testid="newsletter-popup">
        <DialogHeader>
          <DialogTitle>{t(`${settings.copy}.title`)}</DialogTitle>
          <DialogDescription>{t(`${settings.copy}.description`)}</DialogDescription>
        </DialogHeader>
        <NewsletterPopupForm settings={settings} client={client} onSuccess={onSucceed} />
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClose}>
          {t("dismiss")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
