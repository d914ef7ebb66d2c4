import { LOCALES } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Button } from "@vantreo/ui";
import type { StaffSession } from "@vantreo/contracts/core";
import { useId, useRef, useState, type FormEvent } from "react";
import { useLocale } from "../../../navigation/use-locale";
import { ApiError } from "../../api/api-error";
import { ApiField } from "../../api/form/api-field";
import { deskErrorText } from "../desk-error-text";
import { staffLinkApi } from "../staff/staff-api";
import { MIN_PASSWORD_LENGTH, readCode } from "../staff/validate-invite";

const FORM_ID = "desk-password";

type Field = "currentPassword" | "code" | "newPassword";

/**
 * /desk/account for every staff member: change their own password with the current password, a
 * fresh authenticator code and the new password (12 characters or more). The lead API then ends
 * every session of the account, this one too, so the page says so and links to the sign-in.
 */
export function PasswordChange({ session }: { session: StaffSession }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const prefix = LOCALES[useLocale()].prefix;
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Field[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const mark = (fields: Field[]) => {
    setErrors(fields);
    const first = fields[0];
    if (first) form.current?.querySelector<HTMLElement>(`#${FORM_ID}-${first}`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const code = readCode(data.get("code"));
    const wrong: Field[] = [];
    if (currentPassword === "") wrong.push("currentPassword");
    if (code === null) wrong.push("code");
    if (newPassword.length < MIN_PASSWORD_LENGTH) wrong.push("newPassword");
    if (wrong.length > 0 || code === null) return mark(wrong);
    setErrors([]);
    setSending(true);
    staffLinkApi
      .changePassword(session.csrfToken, { currentPassword, code, newPassword })
      .then(() => setDone(true))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "invalid_request") mark(["newPassword"]);
        else setFailure(deskErrorText(deskT, error));
      })
      .finally(() => setSending(false));
  };

  if (done)
    return (
      <div role="status" data-testid="password-changed" className="space-y-4">
        <p className="rounded-md border px-3 py-2">{t("account.done")}</p>
        <a
          href={`${prefix}/desk`}
          className="inline-block font-semibold underline underline-offset-4"
        >
          {t("account.signIn")}
        </a>
      </div>
    );

  const error = (field: Field) =>
    errors.includes(field) ? t(`account.fields.${field}`) : undefined;
  return (
    <form
      ref={form}
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="max-w-xl space-y-4 rounded-lg border p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t("account.heading")}
      </h2>
      <p className="text-muted-foreground">{t("account.intro")}</p>
      <ApiField
        formId={FORM_ID}
        name="currentPassword"
        type="password"
        dir="ltr"
        autoComplete="current-password"
        label={t("account.currentPassword")}
        error={error("currentPassword")}
        required
      />
      <ApiField
        formId={FORM_ID}
        name="code"
        label={t("account.code")}
        error={error("code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        required
        controlClassName="font-mono tracking-widest"
      />
      <ApiField
        formId={FORM_ID}
        name="newPassword"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        label={t("account.newPassword")}
        help={t("account.newPasswordHint")}
        error={error("newPassword")}
        required
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
      <Button type="submit" loading={sending} disabled={sending}>
        {sending ? t("account.submitting") : t("account.submit")}
      </Button>
    </form>
  );
}
