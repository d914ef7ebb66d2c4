import { Checkbox, Field, FieldError, Input, Label, Textarea } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { CONSENT_MARKER } from "../../components/leads/read-form-values";
import { siteConfig } from "../../config/site-config";
import { SHARED_COPY } from "../tool-copy";

type ToolLeadFieldsProps = {
  leadType: "analysis" | "assessment";
  companyRequired: boolean;
  /** A field's translated error from the lead rules, if any. */
  fieldError: (field: string) => string | undefined;
  /** The company's error: the lead rules' or the form's own required check. */
  companyError: string | undefined;
  onCompanyChange: () => void;
  onConsentChange: (given: boolean) => void;
};

/**
 * The tool lead form's controls: name, e-mail, company (required for the assessment lead,
 * spec section 5), message and the marketing consent. They are uncontrolled: what the visitor
 * types lives in the DOM, which the lead form's engine adopts on submit.
 */
export function ToolLeadFields(props: ToolLeadFieldsProps) {
  const { leadType, companyRequired, fieldError, companyError } = props;
  const { onCompanyChange, onConsentChange } = props;
  const { t } = useTranslation("leads");
  return (
    <>
      <Field error={fieldError("name")}>
        <Label>
          {t("form.name.label")} <span className="text-muted-foreground">*</span>
        </Label>
        <Input name="name" autoComplete="name" required />
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
        />
        <FieldError />
      </Field>
      <Field error={companyError} className="sm:col-span-2">
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
          onChange={onCompanyChange}
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
        <Textarea name="message" rows={3} placeholder={SHARED_COPY.messageHelp} />
      </Field>
      {siteConfig.marketingConsentCheckbox ? (
        <Field
          error={fieldError("marketing_consent")}
          className="flex-row flex-wrap items-start gap-3 sm:col-span-2"
        >
          <Checkbox
            name="marketingConsent"
            onCheckedChange={onConsentChange}
            {...{ [CONSENT_MARKER]: "" }}
          />
          <Label className="basis-0 grow leading-snug">{t("form.marketingConsent.label")}</Label>
          <FieldError className="basis-full" />
        </Field>
      ) : null}
    </>
  );
}
