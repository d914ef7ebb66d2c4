import { useTranslation } from "@vantreo/i18n/react";
import { formatMoment } from "../../api/format-moment";
import { useLocale } from "../../../navigation/use-locale";
import type { LeadDetail } from "@vantreo/contracts/core";
import { localeName } from "../inbox/lead-labels";
import { FactList, type Fact } from "./fact-list";

/**
 * Every stored field of a lead, the page it came from, its attribution (UTM parameters and click
 * ids), the rest of its form metadata, and the proof of its marketing consent.
 */
export function LeadFacts({ detail }: { detail: LeadDetail }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const { lead, consent, attribution, metadata } = detail;
  const empty = t("lead.details.empty");
  const text = (value: string) => (value === "" ? empty : value);
  const moment = (iso: string | null) => (iso ? formatMoment(iso, locale) : empty);
  const details: Fact[] = [
    { label: t("lead.details.firstName"), value: text(lead.firstName) },
    { label: t("lead.details.lastName"), value: text(lead.lastName) },
    { label: t("lead.details.email"), value: text(lead.email), ltr: true },
    { label: t("lead.details.phone"), value: text(lead.phone), ltr: true },
    { label: t("lead.details.company"), value: text(lead.company) },
    { label: t("lead.details.message"), value: text(lead.message) },
    { label: t("lead.details.type"), value: t(`leadType.${lead.leadType}`) },
    { label: t("lead.details.source"), value: t(`source.${lead.source}`) },
    { label: t("lead.details.locale"), value: localeName(t, lead.locale) },
    { label: t("lead.details.pageUrl"), value: text(lead.pageUrl), ltr: true },
    { label: t("lead.details.timestamp"), value: moment(lead.timestamp) },
    { label: t("lead.details.receivedAt"), value: moment(lead.receivedAt) },
    {
      label: t("lead.details.updatedAt"),
      value: lead.updatedAt ? moment(lead.updatedAt) : t("lead.details.never"),
    },
    { label: t("lead.details.version"), value: lead.version, ltr: true },
  ];
  // The API answers the attribution keys (UTM parameters, click ids) in their order.
  const attributionFacts = Object.entries(attribution).map(([key, value]) => ({
    label: key,
    value,
    ltr: true,
  }));
  const otherMetadata = Object.entries(metadata)
    .filter(([key]) => !(key in attribution))
    .map(([key, value]) => ({ label: key, value: String(value), ltr: true }));
  const consentFacts: Fact[] = [
    {
      label: t("lead.consent.marketing"),
      value: consent.marketingConsent ? t("lead.consent.yes") : t("lead.consent.no"),
    },
    { label: t("lead.consent.consentedAt"), value: moment(consent.consentedAt) },
    { label: t("lead.consent.textVersion"), value: consent.textVersion ?? empty, ltr: true },
    { label: t("lead.consent.locale"), value: localeName(t, consent.locale) },
    { label: t("lead.consent.page"), value: text(consent.page), ltr: true },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FactList id="desk-lead-details" title={t("lead.details.heading")} facts={details} />
      <div className="space-y-6">
        {attributionFacts.length > 0 ? (
          <FactList
            id="desk-lead-attribution"
            title={t("lead.attribution.heading")}
            facts={attributionFacts}
          />
        ) : (
          <section aria-labelledby="desk-lead-attribution" className="rounded-lg border p-4">
            <h3 id="desk-lead-attribution" className="text-lg font-semibold">
              {t("lead.attribution.heading")}
            </h3>
            <p className="mt-2 text-muted-foreground">{t("lead.attribution.empty")}</p>
          </section>
        )}
        <FactList id="desk-lead-consent" title={t("lead.consent.heading")} facts={consentFacts} />
        {otherMetadata.length > 0 ? (
          <FactList
            id="desk-lead-metadata"
            title={t("lead.metadata.heading")}
            facts={otherMetadata}
          />
        ) : null}
      </div>
    </div>
  );
}
