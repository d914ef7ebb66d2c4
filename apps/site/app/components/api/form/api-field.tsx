import { Field, FieldError, Input, Label, Textarea } from "@vantreo/ui";
import type { ComponentProps } from "react";
import { useTranslation } from "@vantreo/i18n/react";

/** Props of one text field of a staff or data-room form. */
export interface ApiFieldProps {
  formId: string;
  name: string;
  label: string;
  /** Help read with the field (aria-describedby). */
  help?: string;
  /** The translated error: marks the control invalid and describes it (WCAG 3.3.1). */
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: ComponentProps<"input">["type"];
  autoComplete?: string;
  /** E-mail addresses, codes and slugs read left to right on Arabic pages too; free text
   * (a note) takes the direction of its first strong character. */
  dir?: "ltr" | "auto";
  inputMode?: ComponentProps<"input">["inputMode"];
  spellCheck?: boolean;
  autoCapitalize?: string;
  min?: number;
  max?: number;
  defaultValue?: string;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
  /** Classes of the control itself (a monospaced code). */
  controlClassName?: string;
}

/**
 * A labelled text control with its help and error, for the data room's and the staff pages'
 * forms. Uncontrolled, so nothing typed is lost when a submission fails or before hydration.
 */
export function ApiField({
  formId,
  name,
  label,
  help,
  error,
  required = false,
  multiline = false,
  rows = 5,
  defaultValue,
  className,
  controlClassName,
  ...control
}: ApiFieldProps) {
  const { t } = useTranslation("forms");
  const id = `${formId}-${name}`;
  const helpId = help ? `${id}-help` : undefined;
  const props = {
    name,
    defaultValue,
    "aria-required": required || undefined,
    "aria-describedby": helpId,
    className: controlClassName,
    ...control,
  };
  return (
    <Field controlId={id} error={error} className={className}>
      <Label>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">({t("optional")})</span>
        )}
      </Label>
      {multiline ? <Textarea rows={rows} {...props} /> : <Input type="text" {...props} />}
      {help ? (
        <p id={helpId} className="text-sm text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError />
    </Field>
  );
}
