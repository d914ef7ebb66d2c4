import { useTranslation } from "@vantreo/i18n/react";
import { Button, Checkbox } from "@vantreo/ui";
import { useId, useRef, useState, type FormEvent } from "react";
import { ApiField } from "../../api/form/api-field";
import { invalidFields } from "../desk-error-text";
import { STAFF_ROLES } from "@vantreo/contracts/core";
import type { NewStaffAccount } from "./staff-types";
import { StepUpDialog } from "./step-up-dialog";
import { readInvite, type InviteField } from "./validate-invite";

const FORM_ID = "desk-invite";
const FIELDS: readonly InviteField[] = ["email", "name", "roles"];

/**
 * The owner's form to invite a staff member: work email, display name and roles; never a
 * password (the invitee chooses their own from the mailed link). Checked before sending and
 * again by the API; a refused field is marked and focused (WCAG 3.3.1), and what was typed stays
 * (the form is uncontrolled). Sending asks the owner's authenticator code first (step-up).
 */
export function InviteForm({
  onInvite,
}: {
  onInvite(input: NewStaffAccount, stepUpCode: string): Promise<unknown>;
}) {
  const { t } = useTranslation("deskAdmin");
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<InviteField[]>([]);
  const [pending, setPending] = useState<NewStaffAccount | null>(null);

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
    const read = readInvite(new FormData(event.currentTarget));
    if (!read.ok) return mark(read.fields);
    setErrors([]);
    setPending(read.value);
  };

  /** The API's field errors are marked in the form; anything else shows in the dialog. */
  const fieldErrors = (error: unknown) => {
    const fields = invalidFields(error).filter((f): f is InviteField =>
      FIELDS.includes(f as InviteField),
    );
    if (fields.length > 0) mark(fields);
    return fields.length > 0;
  };

  const error = (field: InviteField) =>
    errors.includes(field) ? t(`staff.fields.${field}`) : undefined;
  return (
    <>
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
        <p className="text-sm text-muted-foreground">{t("staff.invite.hint")}</p>
        <Button type="submit" disabled={pending !== null}>
          {t("staff.invite.submit")}
        </Button>
      </form>
      <StepUpDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("staff.invite.heading")}
        body={t("staff.invite.hint")}
        subject={
          pending ? (
            <>
              <bdi>{pending.name}</bdi> · <bdi dir="ltr">{pending.email}</bdi>
            </>
          ) : null
        }
        confirm={t("staff.invite.submit")}
        handled={fieldErrors}
        onConfirm={(code) =>
          pending ? onInvite(pending, code).then(() => form.current?.reset()) : Promise.resolve()
        }
      />
    </>
  );
}
