import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { adminApi } from "../admin-api";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { DataroomField } from "../form/dataroom-field";
import { FormAlert } from "../form/form-alert";
import { useDataroomForm } from "../form/use-dataroom-form";

const FORM_ID = "dataroom-admin-sign-in";

/**
 * The administrator's sign-in as a staff member of the lead API: work e-mail, password and the
 * code of the authenticator app (two factors, NIST SP 800-63B AAL2). Wrong credentials, a staff
 * role without the data room, and a slow-down with its wait time each get their message.
 */
export function AdminSignInForm() {
  const { t } = useTranslation("dataroom");
  const queryClient = useQueryClient();
  const { pending, message, fieldErrors, alertRef, onSubmit } = useDataroomForm({
    read: (data) => ({
      email: String(data.get("email") ?? "").trim(),
      password: String(data.get("password") ?? ""),
      code: String(data.get("code") ?? "").replace(/\s/g, ""),
    }),
    validate: ({ email, password, code }) => {
      const problems: Record<string, string> = {};
      if (email === "") problems.email = "fields.staffEmailRequired";
      if (password === "") problems.password = "fields.passwordRequired";
      if (code === "") problems.code = "fields.totpCodeRequired";
      return problems;
    },
    submit: ({ email, password, code }) => adminApi.signIn(email, password, code),
    onSuccess: (session) => queryClient.setQueryData(DATAROOM_QUERY_KEYS.adminSession, session),
  });
  const error = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);
  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="max-w-md">
      <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold tracking-tight">
        {t("admin.signIn.heading")}
      </h2>
      <form
        id={FORM_ID}
        method="post"
        noValidate
        aria-labelledby={`${FORM_ID}-heading`}
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
      >
        {message ? (
          <FormAlert ref={alertRef} formId={FORM_ID} message={message} fieldErrors={fieldErrors} />
        ) : null}
        <DataroomField
          formId={FORM_ID}
          name="email"
          type="email"
          label={t("admin.signIn.email")}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          error={error("email")}
        />
        <DataroomField
          formId={FORM_ID}
          name="password"
          type="password"
          label={t("admin.signIn.password")}
          required
          autoComplete="current-password"
          dir="ltr"
          error={error("password")}
        />
        <DataroomField
          formId={FORM_ID}
          name="code"
          label={t("admin.signIn.totpCode")}
          help={t("admin.signIn.totpHint")}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          dir="ltr"
          error={error("code")}
        />
        <Button type="submit" loading={pending}>
          {pending ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
        </Button>
      </form>
    </section>
  );
}
