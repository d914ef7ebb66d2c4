import type { LeadFieldError } from "@vantreo/leads";
import type { LeadFormMessage } from "@vantreo/leads/react";
import type { Ref } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { siteConfig } from "../../config/site-config";

type LeadFormAlertProps = {
  formId: string;
  error: LeadFormMessage;
  /** Field errors by the form's field names (name, email, marketing_consent…). */
  fieldErrors: Partial<Record<string, LeadFieldError>>;
  /** Prefilled e-mail with what the visitor typed; offered when every attempt failed. */
  mailto: string | null;
  ref?: Ref<HTMLDivElement>;
};

// The id of the control each error belongs to, so the list links to the field (WCAG 3.3.1).
const CONTROL_OF_FIELD: Record<string, string> = {
  name: "name",
  firstName: "name",
  lastName: "name",
  email: "email",
  phone: "phone",
  company: "company",
  message: "message",
  marketing_consent: "consent",
};

/**
 * The form-level message of spec section 8 in the visitor's language, announced (role="alert")
 * and focusable so focus can move to it. A validation failure lists each field's error as a link
 * to its field; a failed submission offers the mailto fallback so nothing typed is lost.
 */
export function LeadFormAlert({ formId, error, fieldErrors, mailto, ref }: LeadFormAlertProps) {
  const { t } = useTranslation("leads");
  const errors = Object.entries(fieldErrors).filter(
    (entry): entry is [string, LeadFieldError] => entry[1] !== undefined,
  );
  const email = siteConfig.email;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-lead-form-alert=""
      className="rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      <p className="font-semibold text-destructive">{t(error.code, { email })}</p>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {errors.map(([field, fieldError]) => (
            <li key={field}>
              {CONTROL_OF_FIELD[field] ? (
                <a
                  href={`#${formId}-${CONTROL_OF_FIELD[field]}`}
                  className="underline underline-offset-4"
                >
                  {t(fieldError.code)}
                </a>
              ) : (
                t(fieldError.code)
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {mailto && error.code !== "validation_failed" ? (
        <p className="mt-3">
          <a href={mailto} className="font-semibold underline underline-offset-4">
            {t("form.mailtoFallback", { email })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
