import { EmailSchema } from "./email-schema";
import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import type { LeadFormSettings, LeadFormValues } from "./lead-form-values";
import { checkMarketingConsent } from "./marketing-consent";

/**
 * The form's own rules (spec section 5), checked before anything is sent: name and e-mail are
 * required (the name only when the form asks for one), and the marketing-consent checkbox when
 * the form requires it. Company and message are optional. The lead rules of `validateLead` run
 * afterwards on the composed lead.
 */
export function validateLeadForm(
  values: LeadFormValues,
  settings: LeadFormSettings = {},
): LeadFieldError[] {
  const errors: LeadFieldError[] = [];
  if (settings.requireName !== false) {
    const name = values.name ?? `${values.firstName ?? ""} ${values.lastName ?? ""}`;
    if (name.trim() === "")
      errors.push(
        leadFieldError(values.name !== undefined ? "name" : "firstName", "first_name_required"),
      );
  }
  if (!EmailSchema.safeParse(values.email).success)
    errors.push(leadFieldError("email", "valid_email_required"));
  const consent = checkMarketingConsent({
    required: settings.consentRequired === true,
    given: values.marketingConsent === true,
  });
  if (consent) errors.push(consent);
  return errors;
}
