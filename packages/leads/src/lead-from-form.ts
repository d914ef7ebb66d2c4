import { composeMessage } from "./compose-message";
import { currentPageUrl } from "./http-url";
import { inferLeadType } from "./infer-lead-type";
import { inferSource } from "./infer-source";
import type { LeadFormSettings, LeadFormValues } from "./lead-form-values";
import type { LeadInput } from "./lead-schema";
import { splitFullName } from "./split-full-name";

/**
 * Builds the lead a form submits (spec section 5): the full name split into first and last
 * name, the lead type and source inferred from the form's settings and page, the message
 * composed from the visitor's text, a source line and a company line, and the consent and the
 * form's `lead_type` in the metadata. The result still goes through `sanitizeLead`.
 */
export function leadFromForm(values: LeadFormValues, settings: LeadFormSettings = {}): LeadInput {
  const names =
    values.name !== undefined
      ? splitFullName(values.name)
      : { firstName: values.firstName ?? "", lastName: values.lastName ?? "" };
  const pageUrl = settings.pageUrl ?? currentPageUrl();
  const source = inferSource({ source: settings.source, path: pageUrl });
  const originalLeadType = settings.leadType?.trim();
  return {
    ...names,
    email: values.email,
    phone: values.phone ?? "",
    company: values.company ?? "",
    message: composeMessage({
      message: values.message,
      source: settings.source?.trim() || source,
      company: values.company,
    }),
    leadType: inferLeadType({ leadType: settings.leadType, source: settings.source }),
    source,
    pageUrl,
    metadata: {
      ...settings.metadata,
      marketing_consent: values.marketingConsent === true,
      ...(originalLeadType ? { original_lead_type: originalLeadType } : {}),
    },
  };
}
