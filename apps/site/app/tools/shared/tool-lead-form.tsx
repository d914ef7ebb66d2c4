import type { LeadFormSettings, LeadFormValues } from "@vantreo/leads";
import { LEAD_LIMITS } from "@vantreo/leads/limits";
import { Button } from "@vantreo/ui";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import type { LeadFormField } from "../../components/leads/read-form-values";
import { useHydrated } from "../../components/leads/use-hydrated";
import { useLazyLeadEngine } from "../../components/leads/use-lazy-lead-engine";
import { siteConfig } from "../../config/site-config";
import { ToolLeadFields } from "./tool-lead-fields";

interface ToolLeadFormProps {
  /** "analysis" for the ROI calculator, "assessment" for the maturity report (spec section 3). */
  leadType: "analysis" | "assessment";
  /** The assessment lead needs a company of 2–100 characters (spec section 5). */
  companyRequired: boolean;
  /** The result the lead carries, as flat metadata. */
  metadata: Record<string, string | number | boolean>;
  heading: string;
  intro: string;
  submitLabel: string;
  onSuccess?: () => void;
}

const FIELDS: readonly LeadFormField[] = ["name", "email", "company", "message"];
const INITIAL_VALUES: Partial<LeadFormValues> = {
  name: "",
  email: "",
  company: "",
  message: "",
  marketingConsent: false,
};

function isField(name: string): name is LeadFormField {
  return (FIELDS as readonly string[]).includes(name);
}

function companyValid(form: HTMLFormElement): boolean {
  const control = form.elements.namedItem("company");
  const length = control instanceof HTMLInputElement ? control.value.trim().length : 0;
  return length >= LEAD_LIMITS.company.min && length <= LEAD_LIMITS.company.max;
}

/**
 * The inline lead form under a tool's result (source inline-form), sent through @vantreo/leads to
 * the site's lead endpoint. Like every lead form of the site its markup comes first and the
 * engine (`useLeadForm`, the lead client, the schemas and zod) loads on the first focus, hover or
 * submit, so the tool pages' first JavaScript stays small; the inputs are uncontrolled, so text
 * typed before the engine arrived is adopted on submit. Messages are the catalogue's texts from
 * the `leads` namespace; on a failure everything typed stays in the form and a prefilled e-mail
 * is offered. The outcome is also confirmed by a rich toast, with the `lead_submit` timing.
 */
export function ToolLeadForm(props: ToolLeadFormProps) {
  const { leadType, companyRequired, metadata, heading, intro, submitLabel, onSuccess } = props;
  const { t } = useTranslation("leads");
  const hydrated = useHydrated();
  const [companyError, setCompanyError] = useState(false);
  const { Engine, engine, onState, load, submit, status, submitting, error, loadFailed } =
    useLazyLeadEngine();
  const settings: LeadFormSettings = {
    leadType,
    source: "inline-form",
    consentRequired: siteConfig.marketingConsentCheckbox,
    metadata,
  };
  const fieldError = (field: string) => {
    const found = engine?.fieldErrors[field];
    return found ? t(found.code, { email: siteConfig.email }) : undefined;
  };
  const companyMessage =
    fieldError("company") ?? (companyError ? t("company_required") : undefined);
  const mailto = engine?.mailto ?? (loadFailed ? `mailto:${siteConfig.email}` : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The hook checks name, e-mail and consent first and the lead rules (company) only after;
    // checking the company here too shows every error of the form at once.
    setCompanyError(companyRequired && !companyValid(event.currentTarget));
    submit();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (isField(target.name)) engine?.setValue(target.name, target.value);
  };

  const formId = `${leadType}-lead-form`;
  const headingId = `${leadType}-lead-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-6 print:hidden">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {status === "success" ? (
        <p role="status" className="mt-3 text-success">
          {t("thank_you")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{intro}</p>
          <form
            id={formId}
            method="post"
            noValidate
            onSubmit={onSubmit}
            onChange={onChange}
            onFocus={load}
            onPointerEnter={load}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <ToolLeadFields
              leadType={leadType}
              companyRequired={companyRequired}
              fieldError={fieldError}
              companyError={companyMessage}
              onCompanyChange={() => setCompanyError(false)}
              onConsentChange={(given) => engine?.setConsent(given)}
            />
            <div className="flex flex-col gap-3 sm:col-span-2">
              <div>
                {/* Enabled once hydrated: before that a native submit would post to a static page. */}
                <Button type="submit" loading={submitting} disabled={!hydrated}>
                  {submitting ? t("submitting") : submitLabel}
                </Button>
              </div>
              {error ? (
                <div role="alert" className="text-sm font-medium text-destructive">
                  <p>{t(error.code, { email: siteConfig.email })}</p>
                  {mailto ? (
                    <a href={mailto} className="mt-1 inline-block underline underline-offset-4">
                      {t("form.mailtoFallback", { email: siteConfig.email })}
                    </a>
                  ) : null}
                </div>
              ) : null}
            </div>
          </form>
        </>
      )}
      {Engine ? (
        <Engine
          formId={formId}
          settings={settings}
          initialValues={INITIAL_VALUES}
          fields={FIELDS}
          onState={onState}
          translate={t}
          {...(onSuccess ? { onSuccess } : {})}
        />
      ) : null}
    </section>
  );
}
