import { Button } from "@vantreo/ui";
import { useRef, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { siteConfig } from "../../../config/site-config";
import { useLocale } from "../../../navigation/use-locale";
import { useHydrated } from "../../leads/use-hydrated";
import { ApiField } from "../../api/form/api-field";
import { FormAlert } from "../../api/form/form-alert";
import { readAccessRequest } from "./read-access-request";
import { useAccessForm } from "./use-access-form";

const FORM_ID = "dataroom-request";

/**
 * Request access: name, e-mail, firm and an optional message, stored by the lead API
 * for review. Errors per field in the visitor's language; a failure keeps everything typed.
 */
export function RequestAccessForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation("dataroom");
  const { t: tc } = useTranslation("common");
  const locale = useLocale();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { pending, message, fieldErrors, alertRef, onSubmit } = useAccessForm({
    read: readAccessRequest,
    validate: (values, submission) => submission.validateAccessRequest(values),
    submit: (values, submission) => submission.investorApi.requestAccess({ ...values, locale }),
    onSuccess: (_result, element) => {
      element.reset();
      setSent(true);
      // Focus moves to the confirmation so keyboard and screen-reader users learn the outcome.
      queueMicrotask(() => statusRef.current?.focus());
    },
  });
  const error = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);

  return (
    <div>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={
          sent
            ? "mb-6 rounded-md border border-primary/40 bg-primary/10 p-4 text-sm outline-none"
            : "sr-only"
        }
      >
        {sent ? t("request.success") : ""}
      </p>
      <form
        id={FORM_ID}
        method="post"
        noValidate
        aria-labelledby={headingId}
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
        className="space-y-5"
      >
        {message ? (
          <FormAlert
            ref={alertRef}
            formId={FORM_ID}
            namespace="dataroom"
            message={message}
            fieldErrors={fieldErrors}
          />
        ) : null}
        <ApiField
          formId={FORM_ID}
          name="name"
          label={t("request.name")}
          required
          autoComplete="name"
          error={error("name")}
        />
        <ApiField
          formId={FORM_ID}
          name="email"
          type="email"
          label={t("request.email")}
          help={t("request.emailHelp")}
          required
          autoComplete="email"
          dir="ltr"
          spellCheck={false}
          error={error("email")}
        />
        <ApiField
          formId={FORM_ID}
          name="firm"
          label={t("request.firm")}
          required
          autoComplete="organization"
          error={error("firm")}
        />
        <ApiField
          formId={FORM_ID}
          name="message"
          label={t("request.message")}
          help={t("request.messageHelp")}
          multiline
          error={error("message")}
        />
        {/* Enabled once hydrated: before that a native submit would post to a static page. */}
        <Button type="submit" loading={pending} disabled={!hydrated}>
          {pending ? t("request.submitting") : t("request.submit")}
        </Button>
        <noscript>
          <p className="text-sm">
            <a href={`mailto:${siteConfig.email}`} className="underline underline-offset-4">
              {tc("footer.email.write", { email: siteConfig.email })}
            </a>
          </p>
        </noscript>
      </form>
    </div>
  );
}
