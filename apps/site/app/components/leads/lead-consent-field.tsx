import { Checkbox, Field, FieldError, Label } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { useLocalizedPath } from "../../navigation/use-locale";
import { CONSENT_MARKER } from "./read-form-values";

type LeadConsentFieldProps = {
  formId: string;
  /** What the visitor agrees to; the inquiry's wording by default. */
  label?: string | undefined;
  error: string | undefined;
  onChange: (given: boolean) => void;
  /** The id of the heading that names the form: it joins the group's and the checkbox's names. */
  formLabelledBy?: string | undefined;
};

/**
 * The marketing-consent checkbox (spec section 5): unticked by default, as GDPR art. 7 requires,
 * with a link to the privacy policy; submission is blocked until it is ticked.
 */
export function LeadConsentField({
  formId,
  label,
  error,
  onChange,
  formLabelledBy,
}: LeadConsentFieldProps) {
  const { t } = useTranslation("leads");
  const localize = useLocalizedPath();
  const id = `${formId}-consent`;
  // Each form's consent is its own group with its own ids and its own name: a page with two forms
  // (contact and footer newsletter) keeps them apart for assistive technology (WCAG 2.2 SC 1.3.1,
  // 4.1.2): the group is "Marketing consent" plus the form's heading, and so is the checkbox.
  const named = (own: string) => (formLabelledBy ? `${own} ${formLabelledBy}` : undefined);
  return (
    <fieldset id={`${id}-group`} className="min-w-0" aria-labelledby={named(`${id}-legend`)}>
      <legend id={`${id}-legend`} className="sr-only">
        {t("form.marketingConsent.legend")}
      </legend>
      <Field controlId={id} error={error} className="gap-1">
        <div className="flex items-start gap-3">
          <Checkbox
            name="marketingConsent"
            className="mt-0.5"
            aria-required="true"
            aria-describedby={`${id}-help`}
            aria-labelledby={named(`${id}-label`)}
            onCheckedChange={(checked) => onChange(checked === true)}
            {...{ [CONSENT_MARKER]: "" }}
          />
          <Label id={`${id}-label`} className="leading-snug font-normal">
            <span>
              {label ?? t("form.marketingConsent.label")}{" "}
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </span>
          </Label>
        </div>
        <p id={`${id}-help`} className="ps-8 text-sm text-muted-foreground">
          <Link to={localize("/privacy-policy")} className="underline underline-offset-4">
            {t("form.marketingConsent.help")}
          </Link>
        </p>
        <FieldError className="ps-8" />
      </Field>
    </fieldset>
  );
}
