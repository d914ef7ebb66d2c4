import { useTranslation } from "@vantreo/i18n/react";
import { LeadForm } from "./lead-form";
import type { LeadFormProps } from "./lead-form-props";
import type { LeadFormField } from "./read-form-values";

const NEWSLETTER_FIELDS: readonly LeadFormField[] = ["email"];

/**
 * The footer's newsletter signup (spec section 2): e-mail only, plus the marketing consent when
 * the site asks for it; sent as leadType newsletter from source footer. The engine and the lead
 * client load only when a visitor reaches for the form, so every page's first paint stays light.
 */
export function NewsletterSignup({ onSuccess }: Pick<LeadFormProps, "onSuccess">) {
  const { t } = useTranslation("common");
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="grid gap-6 rounded-lg border bg-background p-6 md:grid-cols-2"
    >
      <div>
        <h2 id="newsletter-heading" className="text-lg font-semibold">
          {t("footer.newsletter.title")}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{t("footer.newsletter.description")}</p>
      </div>
      <LeadForm
        id="newsletter"
        fields={NEWSLETTER_FIELDS}
        leadType="newsletter"
        source="footer"
        text={{
          email: {
            label: t("footer.newsletter.emailLabel"),
            placeholder: t("footer.newsletter.emailPlaceholder"),
            help: "",
          },
        }}
        requiredHint={false}
        consentLabel={t("leads:form.newsletterConsent.label")}
        submitLabel={t("footer.newsletter.submit")}
        successTitle={null}
        successText={t("footer.newsletter.success")}
        labelledBy="newsletter-heading"
        {...(onSuccess ? { onSuccess } : {})}
      />
    </section>
  );
}
