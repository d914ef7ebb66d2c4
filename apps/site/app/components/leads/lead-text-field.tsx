import { Field, FieldError, Input, Label, Textarea } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import type { LeadFormField } from "./read-form-values";

/** The label, placeholder and help of one field; each defaults to the `leads` namespace. */
export type LeadFieldText = { label?: string; placeholder?: string; help?: string };

const CONTROL: Record<
  LeadFormField,
  { type?: string; autoComplete: string; dir?: "ltr"; multiline?: boolean; help?: boolean }
> = {
  name: { autoComplete: "name" },
  // E-mail addresses and phone numbers read left to right in Arabic pages too.
  email: { type: "email", autoComplete: "email", dir: "ltr", help: true },
  phone: { type: "tel", autoComplete: "tel", dir: "ltr", help: true },
  company: { autoComplete: "organization" },
  message: { autoComplete: "off", multiline: true, help: true },
};

type LeadTextFieldProps = {
  formId: string;
  field: LeadFormField;
  required: boolean;
  defaultValue: string;
  /** The translated error, tied to the control by the Field (aria-invalid, aria-describedby). */
  error: string | undefined;
  text?: LeadFieldText | undefined;
};

/** One text field of a lead form: label (with required or optional mark), control, help, error. */
export function LeadTextField({
  formId,
  field,
  required,
  defaultValue,
  error,
  text = {},
}: LeadTextFieldProps) {
  const { t } = useTranslation("leads");
  const { t: tf } = useTranslation("forms");
  const control = CONTROL[field];
  const id = `${formId}-${field}`;
  const help = text.help ?? (control.help ? t(`form.${field}.help`) : "");
  const helpId = help ? `${id}-help` : undefined;
  const props = {
    name: field,
    defaultValue,
    placeholder: text.placeholder ?? t(`form.${field}.placeholder`),
    autoComplete: control.autoComplete,
    "aria-required": required || undefined,
    "aria-describedby": helpId,
    dir: control.dir,
  };
  return (
    <Field controlId={id} error={error}>
      <Label>
        {text.label ?? t(`form.${field}.label`)}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">({tf("optional")})</span>
        )}
      </Label>
      {control.multiline ? (
        <Textarea rows={5} {...props} />
      ) : (
        <Input type={control.type ?? "text"} {...props} />
      )}
      {help ? (
        <p id={helpId} className="text-sm text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError />
    </Field>
  );
}
