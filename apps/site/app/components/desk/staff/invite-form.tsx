import { useTranslation } from "@vantreo/i18n/react";
import { Button, Checkbox } from "@vantreo/ui";
import { useId, useRef, useState, type FormEvent } from "react";
import { ApiField } from "../../api/form/api-field";
import { deskErrorText, invalidFields } from "../desk-error-text";
import { STAFF_ROLES } from "@vantreo/leads/desk";
import type { NewStaffAccount } from "./staff-types";
import { readInvite, type InviteField } from "./validate-invite";

const FORM_ID = "desk-invite";
const FIELDS: readonly InviteField[] = ["email", "name", "roles", "password"];

/**
 * The owner's form to invite a staff member: work e-mail, display name, roles and an initial
 * password. Checked before sending and again by the API; a refused field is marked and focused
 * (WCAG 3.3.1), and what was typed stays (the form is uncontrolled).
 */
export function InviteForm({ onInvite }: { onInvite(input: NewStaffAccount): Promise<unknown> }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<InviteField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const mark = (fields: InviteField[]) => {
    setErrors(fields);
    const first = fields[0];
    if (first)
      form.current
        ?.querySelector<HTMLElement>(first === "roles" ? `[name="roles"]` : `#${FORM_ID}-${first}`)
        ?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setFailure(null);
    const read = readInvite(new FormData(element));
    if (!read.ok) return mark(read.fields);
    setErrors([]);
    setSending(true);
    onInvite(read.value)
      .then(() => element.reset())
      .catch((error: unknown) => {
        const fields = invalidFields(error).filter((f): f is InviteField =>
          FIELDS.includes(f as InviteField),
        );
        if (fields.length > 0) mark(fields);
        else setFailure(deskErrorText(deskT, error));
      })
      .finally(() => setSending(false));
  };

  const error = (field: InviteField) =>
    errors.includes(field) ? t(`staff.fields.${field}`) : undefined;
  return (
    <form
      ref={form}
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t("staff.invite.heading")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ApiField
          formId={FORM_ID}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="off"
          label={t("staff.invite.email")}
          error={error("email")}
          required
        />
        <ApiField
          formId={FORM_ID}
          name="name"
          dir="auto"
          autoComplete="off"
          label={t("staff.invite.name")}
          error={error("name")}
          required
        />
      </div>
      <fieldset
        aria-describedby={`${FORM_ID}-roles-hint${errors.includes("roles") ? ` ${FORM_ID}-roles-error` : ""}`}
        className="space-y-2"
      >
        <legend className="font-medium">{t("staff.invite.roles")}</legend>
        <p id={`${FORM_ID}-roles-hint`} className="text-sm text-muted-foreground">
          {t("staff.invite.rolesHint")}
        </p>
        <div className="flex flex-wrap gap-4">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2">
              <Checkbox
                name="roles"
                value={role}
                aria-invalid={errors.includes("roles") || undefined}
              />
              {t(`desk:roles.${role}`)}
            </label>
          ))}
        </div>
        {errors.includes("roles") ? (
          <p id={`${FORM_ID}-roles-error`} className="text-sm text-destructive">
            {t("staff.fields.roles")}
          </p>
        ) : null}
      </fieldset>
      <ApiField
        formId={FORM_ID}
        name="password"
        type="password"
        dir="ltr"
        autoComplete="new-password"
        label={t("staff.invite.password")}
        help={t("staff.invite.passwordHint")}
        error={error("password")}
        required
      />
      {failure ? (
        <p role="alert" className="text-destructive">
          <span aria-hidden="true" className="me-2">
            ⚠
          </span>
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={sending} disabled={sending}>
        {sending ? t("staff.invite.submitting") : t("staff.invite.submit")}
      </Button>
    </form>
  );
}
