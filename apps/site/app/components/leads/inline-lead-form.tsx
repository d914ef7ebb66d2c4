import { useTranslation } from "@vantreo/i18n/react";
import { LeadForm } from "./lead-form";
import type { LeadFormField } from "./read-form-values";

const INLINE_FIELDS: readonly LeadFormField[] = ["name", "email", "company", "message"];

type InlineLeadFormProps = {
  /** The service page's slug, recorded as `utm_service` (e.g. `llm-evaluation`). */
  serviceSlug: string;
  /** Overrides the default heading ("Talk to our team"). */
  heading?: string;
};

/**
 * The lead form at the end of a service page: leadType contact from source service-page, with
 * the service's slug as `utm_service` in the lead's metadata (spec sections 3 and 7).
 */
export function InlineLeadForm({ serviceSlug, heading }: InlineLeadFormProps) {
  const { t } = useTranslation("leads");
  const headingId = "service-lead-form-heading";
  return (
    <section aria-labelledby={headingId} className="border-t bg-muted/30">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {heading ?? t("form.title")}
        </h2>
        <p className="mt-2 mb-6 text-muted-foreground">{t("form.description")}</p>
        <LeadForm
          id="service-lead-form"
          fields={INLINE_FIELDS}
          leadType="contact"
          source="service-page"
          metadata={{ utm_service: serviceSlug }}
          submitLabel={t("form.submit")}
          labelledBy={headingId}
        />
      </div>
    </section>
  );
}
