import type { LeadFormSettings, LeadFormValues } from "@vantreo/leads";
import type { UseLeadFormOptions } from "@vantreo/leads/react";
import { Button, cn } from "@vantreo/ui";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { siteConfig } from "../../config/site-config";
import { useLocale } from "../../navigation/use-locale";
import type { MetadataValue } from "./form-signals";
import { HoneypotField } from "./honeypot-field";
import { LeadConsentField } from "./lead-consent-field";
import { LeadFormAlert } from "./lead-form-alert";
import type { LeadFormEngineProps, LeadFormEngineState } from "./lead-form-engine";
import { loadLeadFormEngine, type LeadFormEngine } from "./load-lead-form-engine";
import { LeadTextField, type LeadFieldText } from "./lead-text-field";
import type { LeadFormField } from "./read-form-values";
import { useHydrated } from "./use-hydrated";

/** How a lead form is placed on a page. */
export type LeadFormProps = {
  /** Unique on the page; prefixes the ids of the form's fields. */
  id: string;
  /** The fields in display order; name and e-mail are required, the others optional. */
  fields: readonly LeadFormField[];
  /** The form's `lead_type` setting; inferred from the source when absent (spec section 5). */
  leadType?: string;
  /** The form's source text (a `?source=` value, `footer`…); else inferred from the path. */
  source?: string;
  /** Extra metadata sent with the lead (utm_service, location…). */
  metadata?: Record<string, MetadataValue>;
  /** The prefill; the form returns to it after the thank-you. */
  initialValues?: Partial<LeadFormValues>;
  /** Labels, placeholders and help that differ from the `leads` namespace's defaults. */
  text?: Partial<Record<LeadFormField, LeadFieldText>>;
  submitLabel: string;
  /** Shown for 3 s after success; defaults to the translated thank-you. */
  successText?: string;
  /** The thank-you's heading; null for none. Defaults to "Message received". */
  successTitle?: string | null;
  /** Show the marketing-consent checkbox and require it; defaults to the site setting. */
  consent?: boolean;
  /** Show "Fields marked with an asterisk (*) are required." (default true). */
  requiredHint?: boolean;
  /** More controls, placed before the message field (their values go through `readMetadata`). */
  extraFields?: ReactNode;
  readMetadata?: LeadFormEngineProps["readMetadata"];
  onSuccess?: UseLeadFormOptions["onSuccess"];
  onFailure?: UseLeadFormOptions["onFailure"];
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
};

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
  const [Engine, setEngineComponent] = useState<LeadFormEngine | null>(null);
  const [engine, setEngine] = useState<LeadFormEngineState | null>(null);
  const [queued, setQueued] = useState(false);
  const sendWhenLoaded = useRef(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useCallback(() => {
    loadLeadFormEngine().then(
      (component) => setEngineComponent(() => component),
      () => setLoadFailed(true),
    );
  }, []);

  const status = engine?.status ?? "editing";
  const success = status === "success";
  const submitting = status === "submitting" || (queued && !engine && !loadFailed);
  const engineError = engine?.error ?? null;
  const error = useMemo(
    () => engineError ?? (loadFailed ? { code: "network_failure" as const, message: "" } : null),
    [engineError, loadFailed],
  );

  // The fill time the lead API checks runs from when the form is shown, again after a thank-you.
  useEffect(() => {
    if (!success) shownAt.current = performance.now();
  }, [success]);
  // A submit pressed before the engine arrived is sent as soon as it is there.
  useEffect(() => {
    if (!engine || !sendWhenLoaded.current) return;
    sendWhenLoaded.current = false;
    engine.submit();
  }, [engine]);
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
    if (engine) return engine.submit();
    sendWhenLoaded.current = true;
    setLoadFailed(false);
    setQueued(true);
    load();
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
      <div
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={success ? "rounded-md border bg-muted/40 p-6 outline-none" : "sr-only"}
      >
        {success ? (
          <>
            {props.successTitle !== null ? (
              <p className="text-lg font-semibold">
                {props.successTitle ?? t("form.thankYouTitle")}
              </p>
            ) : null}
            <p className="mt-1 text-muted-foreground">{props.successText ?? t("thank_you")}</p>
          </>
        ) : submitting ? (
          t("submitting")
        ) : null}
      </div>
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
          {error ? (
            <LeadFormAlert
              ref={alertRef}
              formId={id}
              error={error}
              fieldErrors={engine?.fieldErrors ?? {}}
              mailto={engine?.mailto ?? (loadFailed ? `mailto:${siteConfig.email}` : null)}
            />
          ) : null}
          {props.requiredHint !== false ? (
            <p className="text-sm text-muted-foreground">{tf("requiredHint")}</p>
          ) : null}
          {fields.filter((field) => field !== "message").map(textField)}
          {props.extraFields}
          {fields.includes("message") ? textField("message") : null}
          {consent ? (
            <LeadConsentField
              formId={id}
              error={fieldError("marketing_consent")}
              onChange={(given) => engine?.setConsent(given)}
            />
          ) : null}
          <HoneypotField formId={id} />
          {/* Enabled once hydrated: before that a native submit would post to a static page. */}
          <Button type="submit" loading={submitting} disabled={!hydrated}>
            {submitting ? t("submitting") : props.submitLabel}
          </Button>
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
          onState={setEngine}
          {...(props.readMetadata ? { readMetadata: props.readMetadata } : {})}
          {...(props.onSuccess ? { onSuccess: props.onSuccess } : {})}
          {...(props.onFailure ? { onFailure: props.onFailure } : {})}
        />
      ) : null}
    </div>
  );
}
