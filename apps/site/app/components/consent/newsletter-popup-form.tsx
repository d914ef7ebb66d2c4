import { readAttribution } from "@vantreo/consent";
import type { LeadClient } from "@vantreo/leads";
import { useLeadForm } from "@vantreo/leads/react";
import { Button, Field, FieldError, Input, Label } from "@vantreo/ui";
import { useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { siteConfig } from "../../config/site-config";
import { useSubmissionFeedback } from "../leads/use-submission-feedback";
import type { PopupLeadSettings } from "./popup-lead-settings";

/** Props of {@link NewsletterPopupForm}. */
export type NewsletterPopupFormProps = {
  settings: PopupLeadSettings;
  client: Pick<LeadClient, "submit">;
  /** Called after the lead API accepted the signup. */
  onSuccess(): void;
};

// Attribution values are plain strings; the lead's metadata takes flat values only.
function attributionMetadata(): Record<string, string> {
  const entries = Object.entries(readAttribution()).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return Object.fromEntries(entries);
}

/**
 * The popup's e-mail signup (spec sections 4, 5 and 7): one required e-mail field, sent through
 * `@vantreo/leads` with its retries; errors in the visitor's language, tied to the field and
 * announced; what was typed stays on failure, with a mailto fallback. Subscribing is itself
 * the request for the newsletter, so the lead records marketing consent.
 */
export function NewsletterPopupForm({ settings, client, onSuccess }: NewsletterPopupFormProps) {
  const { t } = useTranslation("popup");
  const [metadata] = useState(attributionMetadata);
  const form = useLeadForm({
    // A rich toast confirms the outcome after the popup closes; lead_submit is timed.
    client: useSubmissionFeedback(client, t),
    contactEmail: siteConfig.email,
    leadType: settings.leadType,
    source: settings.source,
    requireName: false,
    initialValues: { marketingConsent: true },
    metadata,
    // Its conversion (newsletter or exit intent) goes out with the accepted lead.
    onSuccess,
  });
  const submitting = form.status === "submitting";

  if (form.status === "success") {
    return (
      <p role="status" className="rounded-md bg-primary/10 p-4 text-sm font-medium">
        {t("success")}
      </p>
    );
  }

  const emailError = form.fieldErrors.email?.code;
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" aria-busy={submitting}>
      <Field error={emailError ? t(`leads:${emailError}`) : undefined}>
        <Label>{t("emailLabel")}</Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          aria-required="true"
          placeholder={t("emailPlaceholder")}
          value={form.values.email}
          onChange={(event) => form.setValue("email", event.target.value)}
        />
        <FieldError />
      </Field>
      {form.error ? (
        <div role="alert" className="text-sm font-medium text-destructive">
          <p>{t(`leads:${form.error.code}`, { email: siteConfig.email })}</p>
          {form.mailto ? (
            <a href={form.mailto} className="mt-1 inline-block underline underline-offset-4">
              {t("common:footer.email.write", { email: siteConfig.email })}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" loading={submitting}>
          {submitting ? t("leads:submitting") : t("submit")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("privacyNote")}</p>
    </form>
  );
}
