import { LEAD_LIMITS } from "@vantreo/leads";
import { useLeadForm } from "@vantreo/leads/react";
import { Button, Checkbox, Field, FieldError, Input, Label, Textarea } from "@vantreo/ui";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useDeferredSubmissionFeedback } from "../../components/leads/use-deferred-submission-feedback";
import { siteConfig } from "../../config/site-config";
import { SHARED_COPY } from "../tool-copy";
import { toolLeadClient } from "./tool-lead-client";

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

function companyValid(company: string | undefined): boolean {
  const length = (company ?? "").trim().length;
  return length >= LEAD_LIMITS.company.min && length <= LEAD_LIMITS.company.max;
}

/**
 * The inline lead form under a tool's result (source inline-form), sent through @vantreo/leads to
 * the site's lead endpoint. Messages are the catalogue's texts from the `leads` namespace; on a
 * failure everything typed stays in the form and a prefilled e-mail is offered. The outcome is
 * also confirmed by a rich toast.
 */
export function ToolLeadForm(props: ToolLeadFormProps) {
  const { leadType, companyRequired, metadata, heading, intro, submitLabel, onSuccess } = props;
  const { t } = useTranslation("leads");
  const [companyError, setCompanyError] = useState(false);
  // Toasts for the outcome and the lead_submit timing, as on every other lead form.
  const client = useDeferredSubmissionFeedback(toolLeadClient, t);
  const form = useLeadForm({
    client,
    contactEmail: siteConfig.email,
    leadType,
    source: "inline-form",
    consentRequired: siteConfig.marketingConsentCheckbox,
    initialValues: { name: "", company: "", message: "", marketingConsent: false },
    metadata,
    onSuccess,
  });
  const fieldError = (field: string) => {
    const error = form.fieldErrors[field];
    return error ? t(error.code, { email: siteConfig.email }) : undefined;
  };
  const companyMessage =
    fieldError("company") ?? (companyError ? t("company_required") : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The hook checks name, e-mail and consent first and the lead rules (company) only after;
    // checking the company here too shows every error of the form at once.
    setCompanyError(companyRequired && !companyValid(form.values.company));
    void form.submit();
  };

  const headingId = `${leadType}-lead-heading`;
  if (form.status === "success") {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border bg-card p-6 print:hidden">
        <h2 id={headingId} className="text-xl font-semibold">
          {heading}
        </h2>
        <p role="status" className="mt-3 text-success">
          {t("thank_you")}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-6 print:hidden">
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field error={fieldError("name")}>
          <Label>
            {t("form.name.label")} <span className="text-muted-foreground">*</span>
          </Label>
          <Input
            name="name"
            autoComplete="name"
            required
            value={form.values.name ?? ""}
            onChange={(event) => form.setValue("name", event.target.value)}
          />
          <FieldError />
        </Field>
        <Field error={fieldError("email")}>
          <Label>
            {t("form.email.label")} <span className="text-muted-foreground">*</span>
          </Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={t("form.email.placeholder")}
            value={form.values.email}
            onChange={(event) => form.setValue("email", event.target.value)}
          />
          <FieldError />
        </Field>
        <Field error={companyMessage} className="sm:col-span-2">
          <Label>
            {t("form.company.label")}{" "}
            <span className="text-muted-foreground">
              {companyRequired ? "*" : `(${SHARED_COPY.optional})`}
            </span>
          </Label>
          <Input
            name="company"
            autoComplete="organization"
            required={companyRequired}
            maxLength={200}
            aria-describedby={companyRequired ? `${leadType}-company-help` : undefined}
            value={form.values.company ?? ""}
            onChange={(event) => {
              setCompanyError(false);
              form.setValue("company", event.target.value);
            }}
          />
          {companyRequired ? (
            <p id={`${leadType}-company-help`} className="text-sm text-muted-foreground">
              {SHARED_COPY.companyHelp}
            </p>
          ) : null}
          <FieldError />
        </Field>
        <Field className="sm:col-span-2">
          <Label>{SHARED_COPY.messageLabel}</Label>
          <Textarea
            name="message"
            rows={3}
            placeholder={SHARED_COPY.messageHelp}
            value={form.values.message ?? ""}
            onChange={(event) => form.setValue("message", event.target.value)}
          />
        </Field>
        {siteConfig.marketingConsentCheckbox ? (
          <Field
            error={fieldError("marketing_consent")}
            className="flex-row flex-wrap items-start gap-3 sm:col-span-2"
          >
            <Checkbox
              name="marketingConsent"
              checked={form.values.marketingConsent === true}
              onCheckedChange={(checked) => form.setValue("marketingConsent", checked === true)}
            />
            <Label className="basis-0 grow leading-snug">{t("form.marketingConsent.label")}</Label>
            <FieldError className="basis-full" />
          </Field>
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2">
          <div>
            <Button type="submit" loading={form.status === "submitting"}>
              {form.status === "submitting" ? t("submitting") : submitLabel}
            </Button>
          </div>
          {form.error ? (
            <div role="alert" className="text-sm font-medium text-destructive">
              <p>{t(form.error.code, { email: siteConfig.email })}</p>
              {form.mailto ? (
                <a href={form.mailto} className="mt-1 inline-block underline underline-offset-4">
                  {t("form.mailtoFallback", { email: siteConfig.email })}
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
