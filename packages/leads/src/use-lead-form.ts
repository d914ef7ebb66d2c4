import { useCallback, useEffect, useRef, useState } from "react";
import type { LeadClient } from "./create-lead-client";
import type { LeadFieldError } from "./lead-field-error";
import type { LeadFormSettings, LeadFormValues } from "./lead-form-values";
import { leadFromForm } from "./lead-from-form";
import { formatLeadMessage, type LeadMessageCode } from "./lead-messages";
import type { SubmitFailure, SubmitSuccess } from "./submit-result";
import { validateLeadForm } from "./validate-lead-form";

/** The phases of a lead form (spec section 4). */
export type LeadFormStatus = "editing" | "submitting" | "success" | "error";

/** How {@link useLeadForm} is set up. */
export type UseLeadFormOptions = LeadFormSettings & {
  /** Sends the lead; usually `createLeadClient(...)`, created once outside the component. */
  client: Pick<LeadClient, "submit">;
  /** The address shown when the form cannot be sent. */
  contactEmail: string;
  initialValues?: Partial<LeadFormValues>;
  /** How long the thank-you shows before the form returns; 3,000 ms (spec section 9). */
  thankYouMs?: number;
  onSuccess?: (result: SubmitSuccess) => void;
  onFailure?: (result: SubmitFailure) => void;
};

/** A form-level message: its code (to translate) and English text. */
export type LeadFormMessage = { code: LeadMessageCode; message: string };

const EMPTY: LeadFormValues = { email: "" };

function byField(
  errors: LeadFieldError[],
  singleName: boolean,
): Partial<Record<string, LeadFieldError>> {
  const result: Partial<Record<string, LeadFieldError>> = {};
  for (const error of errors) {
    // Lead rules speak of firstName/lastName; a form with one name field shows both under it.
    const field =
      singleName && (error.field === "firstName" || error.field === "lastName")
        ? "name"
        : error.field;
    result[field] ??= error;
  }
  return result;
}

/**
 * State and actions of a lead form (spec sections 4 and 5): editing, then submitting, then a
 * thank-you for `thankYouMs` after which the form returns empty, or an error with the
 * catalogue's message. What the visitor typed stays in the form on every failure, and
 * `mailto` offers the same content by e-mail. Texts are English; translate them by `code`.
 */
export function useLeadForm(options: UseLeadFormOptions) {
  const { initialValues } = options;
  const [values, setValues] = useState<LeadFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const [status, setStatus] = useState<LeadFormStatus>("editing");
  const [error, setError] = useState<LeadFormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, LeadFieldError>>>({});
  const [mailto, setMailto] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const optionsRef = useRef(options);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const setValue = useCallback(
    <K extends keyof LeadFormValues>(field: K, value: LeadFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
      setError(null);
      setStatus((current) => (current === "error" ? "editing" : current));
    },
    [],
  );

  const submit = useCallback(
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (busy.current) return;
      const settings = optionsRef.current;
      const singleName = values.name !== undefined;
      const formErrors = validateLeadForm(values, settings);
      if (formErrors.length > 0) {
        setFieldErrors(byField(formErrors, singleName));
        setError({ code: "validation_failed", message: formatLeadMessage("validation_failed") });
        setStatus("error");
        return;
      }
      busy.current = true;
      setStatus("submitting");
      setError(null);
      setFieldErrors({});
      setMailto(null);
      try {
        const result = await settings.client.submit(leadFromForm(values, settings));
        if (result.success) {
          setSuccessMessage(result.message);
          setValues({ ...EMPTY, ...settings.initialValues });
          setStatus("success");
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setStatus("editing"), settings.thankYouMs ?? 3_000);
          settings.onSuccess?.(result);
          return;
        }
        const code: LeadMessageCode =
          result.code === "endpoint_missing" ? "endpoint_missing_form" : result.code;
        setError({ code, message: formatLeadMessage(code, { email: settings.contactEmail }) });
        setFieldErrors(byField(result.errors ?? [], singleName));
        setMailto(result.mailto);
        setStatus("error");
        settings.onFailure?.(result);
      } catch {
        // A custom client that throws: the fallback message of spec section 8.
        setError({ code: "submit_failed", message: formatLeadMessage("submit_failed") });
        setStatus("error");
      } finally {
        busy.current = false;
      }
    },
    [values],
  );

  return { values, setValue, status, error, fieldErrors, mailto, successMessage, submit };
}
