import { Button } from "@vantreo/ui";
import { useTranslation, type TranslateFunction } from "@vantreo/i18n/react";
import type { ReactNode } from "react";
import { ApiField } from "../api/form/api-field";
import { FormAlert } from "../api/form/form-alert";
import { useApiForm } from "../api/form/use-api-form";

/** Props of the staff sign-in form. */
export interface StaffSignInFormProps<R> {
  formId: string;
  /**
   * The namespace of its strings: `<labels>.heading`, `.email`, `.password`, `.totpCode`,
   * `.totpHint`, `.submit`, `.submitting`, and `fields.staffEmailRequired`,
   * `fields.passwordRequired`, `fields.totpCodeRequired`.
   */
  namespace: string;
  /** The key prefix of the labels in `namespace` (e.g. "admin.signIn"). */
  labels: string;
  signIn(email: string, password: string, code: string): Promise<R>;
  onSignedIn(session: R): void;
  errorText(t: TranslateFunction, error: unknown): string;
  fieldErrorKeys(fields: Readonly<Record<string, string>>): Record<string, string>;
  /** A notice above the form (a session that ended). */
  notice?: ReactNode;
}

/**
 * Sign-in as a staff member of the lead API: work email, password and the code of the
 * authenticator app (two factors, NIST SP 800-63B AAL2). Wrong credentials, a role without the
 * page, and a slow-down with its wait time each get their message. Used by the data room's admin
 * console and the lead desk.
 */
export function StaffSignInForm<R>(props: StaffSignInFormProps<R>) {
  const { formId, namespace, labels } = props;
  const { t } = useTranslation(namespace);
  const { pending, message, fieldErrors, alertRef, onSubmit } = useApiForm({
    namespace,
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
    submit: ({ email, password, code }) => props.signIn(email, password, code),
    errorText: props.errorText,
    fieldErrorKeys: props.fieldErrorKeys,
    onSuccess: (session) => props.onSignedIn(session),
  });
  const error = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);
  return (
    <section aria-labelledby={`${formId}-heading`} className="max-w-md">
      <h2 id={`${formId}-heading`} className="text-2xl font-bold tracking-tight">
        {t(`${labels}.heading`)}
      </h2>
      {props.notice}
      <form
        id={formId}
        method="post"
        noValidate
        aria-labelledby={`${formId}-heading`}
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
      >
        {message ? (
          <FormAlert
            ref={alertRef}
            formId={formId}
            namespace={namespace}
            message={message}
            fieldErrors={fieldErrors}
          />
        ) : null}
        <ApiField
          formId={formId}
          name="email"
          type="email"
          label={t(`${labels}.email`)}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          error={error("email")}
        />
        <ApiField
          formId={formId}
          name="password"
          type="password"
          label={t(`${labels}.password`)}
          required
          autoComplete="current-password"
          dir="ltr"
          error={error("password")}
        />
        <ApiField
          formId={formId}
          name="code"
          label={t(`${labels}.totpCode`)}
          help={t(`${labels}.totpHint`)}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          dir="ltr"
          error={error("code")}
        />
        <Button type="submit" loading={pending}>
          {pending ? t(`${labels}.submitting`) : t(`${labels}.submit`)}
        </Button>
      </form>
    </section>
  );
}
