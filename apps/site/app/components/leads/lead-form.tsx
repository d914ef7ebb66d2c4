import type { LeadFormSettings, LeadFormValues } from "@vantreo/leads";
import { Button, cn } from "@vantreo/ui";
import { useEffect, useMemo, useRef, type FormEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { siteConfig } from "../../config/site-config";
import { useLocale } from "../../navigation/use-locale";
import { HoneypotField } from "./honeypot-field";
import { LeadConsentField } from "./lead-consent-field";
import { LeadFormAlert } from "./lead-form-alert";
import type { LeadFormProps } from "./lead-form-props";
import { LeadFormStatus } from "./lead-form-status";
import { LeadTextField } from "./lead-text-field";
import type { LeadFormField } from "./read-form-values";
import { useHydrated } from "./use-hydrated";
import { useLazyLeadEngine } from "./use-lazy-lead-engine";

export type { LeadFormProps } from "./lead-form-props";

// The catalogue's last-resort messages (spec section 8), which the spec places under the form.
const FALLBACK_CODES: ReadonlySet<string> = new Set(["submit_failed", "submit_lead_failed"]);

function isField(name: string, fields: readonly LeadFormField[]): name is LeadFormField {
  return (fields as readonly string[]).includes(name);
}

/**
 * A lead form (spec sections 4, 5 and 8): its markup is prerendered and works with the
 * keyboard; the engine (`useLeadForm`, the lead client) loads on the first focus, hover or
 * submit. Editing → 'Submitting...' (button busy) → a thank-you for 3 s → the form again; errors
 * in the visitor's language, tied to their fields; nothing typed is lost on failure, and a
 * mailto link offers the same text by e-mail when every attempt failed.
 */
export function LeadForm(props: LeadFormProps) {
  const { id, fields, consent = siteConfig.marketingConsentCheckbox, labelledBy } = props;
  const { t } = useTranslation("leads");
  const { t: tc } = useTranslation("common");
  const { t: tf } = useTranslation("forms");
  const locale = useLocale();
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);
  const { Engine, engine, onState, load, submit, status, submitting, error, loadFailed } =
    useLazyLeadEngine();
  const success = status === "success";
  const fallback = error !== null && FALLBACK_CODES.has(error.code);
  const alert = error ? (
    <LeadFormAlert
      ref={alertRef}
      formId={id}
      error={error}
      fieldErrors={engine?.fieldErrors ?? {}}
      mailto={engine?.mailto ?? (loadFailed ? `mailto:${siteConfig.email}` : null)}
    />
  ) : null;

  // The fill time the lead API checks runs from when the form is shown, again after a thank-you.
  useEffect(() => {
    if (!success) shownAt.current = performance.now();
  }, [success]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (success) statusRef.current?.focus();
  }, [success]);

  const initialValues = useMemo(() => {
    const values: Partial<LeadFormValues> = { email: "" };
    for (const field of fields) values[field] = props.initialValues?.[field] ?? "";
    return values;
  }, [fields, props.initialValues]);
  const settings: LeadFormSettings = {
    ...(props.leadType ? { leadType: props.leadType } : {}),
    ...(props.source ? { source: props.source } : {}),
    consentRequired: consent,
    requireName: fields.includes("name"),
    metadata: { ...props.metadata, locale },
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (isField(target.name, fields)) engine?.setValue(target.name, target.value);
  };
  const fieldError = (name: string) => {
    const found = engine?.fieldErrors[name];
    return found ? t(found.code) : undefined;
  };
  const textField = (field: LeadFormField) => (
    <LeadTextField
      key={field}
      formId={id}
      field={field}
      required={field === "name" || field === "email"}
      defaultValue={initialValues[field] ?? ""}
      error={fieldError(field)}
      text={props.text?.[field]}
    />
  );

  return (
    <div className={cn("relative", props.className)}>
      <LeadFormStatus
        ref={statusRef}
        success={success}
        submitting={submitting}
        title={props.successTitle === null ? null : (props.successTitle ?? t("form.thankYouTitle"))}
        text={props.successText ?? t("thank_you")}
      />
      {success ? null : (
        <form
          id={id}
          method="post"
          noValidate
          aria-labelledby={labelledBy}
          aria-busy={submitting || undefined}
          onSubmit={onSubmit}
          onChange={onChange}
          onFocus={load}
          onPointerEnter={load}
          className="relative space-y-5"
        >
          {error && !fallback ? alert : null}
          {props.requiredHint !== false ? (
            <p className="text-sm text-muted-foreground">{tf("requiredHint")}</p>
          ) : null}
          {fields.filter((field) => field !== "message").map(textField)}
          {props.extraFields}
          {fields.includes("message") ? textField("message") : null}
          {consent ? (
            <LeadConsentField
              formId={id}
              label={props.consentLabel}
              formLabelledBy={labelledBy}
              error={fieldError("marketing_consent")}
              onChange={(given) => engine?.setConsent(given)}
            />
          ) : null}
          <HoneypotField formId={id} />
          {/* Enabled once hydrated: before that a native submit would post to a static page. */}
          <Button type="submit" loading={submitting} disabled={!hydrated}>
            {submitting ? t("submitting") : props.submitLabel}
          </Button>
          {/* Spec section 8: the fallbacks 'Failed to submit' (lead) show in red under the form. */}
          {fallback ? alert : null}
          <noscript>
            <p className="text-sm">
              <a href={`mailto:${siteConfig.email}`} className="underline underline-offset-4">
                {tc("footer.email.write", { email: siteConfig.email })}
              </a>
            </p>
          </noscript>
        </form>
      )}
      {Engine ? (
        <Engine
          formId={id}
          settings={settings}
          initialValues={initialValues}
          fields={fields}
          fillMs={() => performance.now() - shownAt.current}
          onState={onState}
          translate={t}
          {...(props.readMetadata ? { readMetadata: props.readMetadata } : {})}
          {...(props.onSuccess ? { onSuccess: props.onSuccess } : {})}
          {...(props.onFailure ? { onFailure: props.onFailure } : {})}
        />
      ) : null}
    </div>
  );
}
