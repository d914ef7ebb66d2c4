import type { Ref } from "react";
import { useTranslation } from "@vantreo/i18n/react";

/** Props of the form-level message. */
export interface FormAlertProps {
  formId: string;
  message: string;
  /** Translation keys of the fields' errors, by field name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The namespace of the field errors' keys. */
  namespace: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The summary above a staff or data-room form after a failed attempt: announced (role="alert"), focusable
 * so focus can move to it, and listing each field's error as a link to its control (WCAG 3.3.1,
 * 3.3.3).
 */
export function FormAlert({ formId, message, fieldErrors, namespace, ref }: FormAlertProps) {
  const { t } = useTranslation(namespace);
  const errors = Object.entries(fieldErrors);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-api-form-alert=""
      className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      <p className="font-semibold text-destructive">{message}</p>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {errors.map(([field, key]) => (
            <li key={field}>
              <a href={`#${formId}-${field}`} className="underline underline-offset-4">
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
