import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { useLocation, useNavigate } from "../../../navigation";
import { useLocalizedPath } from "../../../navigation/use-locale";
import { useHydrated } from "../../leads/use-hydrated";
import { ApiField } from "../../api/form/api-field";
import { FormAlert } from "../../api/form/form-alert";
import { useAccessForm } from "./use-access-form";

const FORM_ID = "dataroom-code";

/**
 * Enter an access code. A valid code opens a session (an httpOnly cookie set by the
 * lead API) and leads to the room, or to the document the visitor came from; a wrong, expired or
 * revoked code gets one message for all; after repeated failures, the lockout with its wait time.
 */
export function AccessCodeForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation("dataroom");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { search } = useLocation();
  const localize = useLocalizedPath();
  const { pending, message, fieldErrors, alertRef, onSubmit } = useAccessForm({
    read: (data) => ({ code: String(data.get("code") ?? "").trim() }),
    validate: ({ code }): Record<string, string> =>
      code === "" ? { code: "fields.codeRequired" } : {},
    submit: ({ code }, submission) => submission.investorApi.openSession(code),
    onSuccess: (_result, _form, { nextDocument, documentPath }) => {
      const next = nextDocument(search);
      void navigate(next ? documentPath(localize, next) : localize("/dataroom"));
    },
  });
  const codeError = fieldErrors.code ? t(fieldErrors.code) : undefined;

  return (
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
        name="code"
        label={t("code.label")}
        help={t("code.help")}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        controlClassName="font-mono tracking-wide"
        error={codeError}
      />
      <Button type="submit" loading={pending} disabled={!hydrated}>
        {pending ? t("code.submitting") : t("code.submit")}
      </Button>
    </form>
  );
}
