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
 * The administrator's sign-in with the credentials configured on the lead API (issue #15). Wrong
 * credentials, a lockout with its wait time and an unconfigured server each get their message.
 */
export function AdminSignInForm() {
  const { t } = useTranslation("dataroom");
  const queryClient = useQueryClient();
  const { pending, message, fieldErrors, alertRef, onSubmit } = useDataroomForm({
    read: (data) => ({
      username: String(data.get("username") ?? "").trim(),
      password: String(data.get("password") ?? ""),
    }),
    validate: ({ username, password }) => {
      const problems: Record<string, string> = {};
      if (username === "") problems.username = "fields.usernameRequired";
      if (password === "") problems.password = "fields.passwordRequired";
      return problems;
    },
    submit: ({ username, password }) => adminApi.signIn(username, password),
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
          name="username"
          label={t("admin.signIn.username")}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          error={error("username")}
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
        <Button type="submit" loading={pending}>
          {pending ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
        </Button>
      </form>
    </section>
  );
}
