import type { LeadFormValues } from "@vantreo/leads";
import type { UseLeadFormOptions } from "@vantreo/leads/react";
import type { ReactNode } from "react";
import type { MetadataValue } from "./form-signals";
import type { LeadFormEngineProps } from "./lead-form-engine";
import type { LeadFieldText } from "./lead-text-field";
import type { LeadFormField } from "./read-form-values";

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
  /** The consent checkbox's text when it is not the inquiry's (a newsletter signup). */
  consentLabel?: string;
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
