import {
  LEAD_MAGNET_LEAD_TYPE,
  LEAD_MAGNET_LOCALE_KEY,
  LEAD_MAGNET_METADATA_KEY,
  LEAD_MAGNET_ORIGINAL_TYPE,
} from "@vantreo/leads/lead-magnet";
import { Field, Label } from "@vantreo/ui";
import { useLocale } from "../../navigation/use-locale";
import { LeadForm } from "./lead-form";
import type { LeadFormField } from "./read-form-values";

const FIELDS: readonly LeadFormField[] = ["email", "company"];

type LeadMagnetFormProps = {
  /** The service's catalogue id: the brief the lead API mails (`metadata.lead_magnet`). */
  serviceId: string;
  /** The service page's slug, recorded as `utm_service` like the page's other form. */
  serviceSlug: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  intro: string;
  submitLabel: string;
  sentText: string;
  /** The label of the brief's language choice. */
  languageLabel: string;
  /** The languages a brief exists in, each named in itself (`Deutsch`, `العربية`). */
  languages: { code: string; label: string }[];
};

/** The chosen language, read when the form is sent. */
function readLanguage(form: HTMLFormElement): Record<string, string> {
  const control = form.elements.namedItem(LEAD_MAGNET_LOCALE_KEY);
  return control instanceof HTMLSelectElement ? { [LEAD_MAGNET_LOCALE_KEY]: control.value } : {};
}

/**
 * A service page's "Request the …" form (issue #34): e-mail, company and the site's consent box,
 * and the brief's language (the page's by default: the service pages are English, a German or
 * Arabic reader picks theirs), sent as the spec's `analysis` lead from the service page with the
 * brief's id; the lead API mails a download link (apps/lead-api/src/lead-magnets). The markup is prerendered; the lead
 * form's engine loads on first use, as on every lead form of the site.
 */
export function LeadMagnetForm(props: LeadMagnetFormProps) {
  const locale = useLocale();
  const languageId = "lead-magnet-form-language";
  return (
    <div className="mt-4 max-w-xl">
      <p className="mb-4 text-sm text-muted-foreground">{props.intro}</p>
      <LeadForm
        id="lead-magnet-form"
        fields={FIELDS}
        leadType={LEAD_MAGNET_LEAD_TYPE}
        source="service-page"
        metadata={{
          [LEAD_MAGNET_METADATA_KEY]: props.serviceId,
          original_lead_type: LEAD_MAGNET_ORIGINAL_TYPE,
          utm_service: props.serviceSlug,
        }}
        submitLabel={props.submitLabel}
        successText={props.sentText}
        successTitle={null}
        labelledBy={props.labelledBy}
        extraFields={
          <Field>
            <Label htmlFor={languageId}>{props.languageLabel}</Label>
            <select
              id={languageId}
              name={LEAD_MAGNET_LOCALE_KEY}
              defaultValue={locale}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              {props.languages.map(({ code, label }) => (
                <option key={code} value={code} lang={code}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        }
        readMetadata={readLanguage}
      />
    </div>
  );
}
