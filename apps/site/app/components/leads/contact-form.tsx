import { useMemo } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { useSearchParams } from "../../navigation";
import { MapPinIcon } from "@vantreo/ui";
import { contactPrefill } from "./contact-prefill";
import { LeadForm } from "./lead-form";
import type { LeadFormField } from "./read-form-values";
import { useHydrated } from "./use-hydrated";

const CONTACT_FIELDS: readonly LeadFormField[] = ["name", "email", "company", "message"];
const NO_QUERY = new URLSearchParams();

type ContactFormProps = {
  /** The id of the heading above the form. */
  headingId: string;
  /** The page's note for visitors coming from the Atlanta page (`?location=atlanta`). */
  atlantaNote: string;
};

/**
 * The contact page's form (spec sections 2 and 5): name and e-mail required, company and message
 * optional, prefilled from `source`, `utm_service`, `subject` and `location`. The query is read
 * after hydration: the prerendered HTML has none, and the first client render must match it.
 */
export function ContactForm({ headingId, atlantaNote }: ContactFormProps) {
  const { t } = useTranslation("leads");
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const prefill = useMemo(() => contactPrefill(hydrated ? search : NO_QUERY), [hydrated, search]);
  return (
    <>
      {prefill.atlanta ? (
        <p
          data-testid="atlanta-note"
          className="mb-6 flex items-start gap-3 rounded-md border border-primary/40 bg-primary/10 p-4 text-sm"
        >
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{atlantaNote}</span>
        </p>
      ) : null}
      <LeadForm
        id="contact-form"
        fields={CONTACT_FIELDS}
        {...(prefill.source ? { source: prefill.source } : {})}
        metadata={prefill.metadata}
        initialValues={prefill.initialValues}
        submitLabel={t("form.submit")}
        labelledBy={headingId}
      />
    </>
  );
}
