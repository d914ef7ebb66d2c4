import type { LeadReport } from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import type { ReportFormat } from "./report-format";

/** The range's totals: leads, stages, rates, values, bookings and payments. */
export function ReportTotals({ report, format }: { report: LeadReport; format: ReportFormat }) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const { totals, bookings, payments } = report;
  const entries: [string, string][] = [
    [t("reports.leads"), format.number(totals.leads)],
    [deskT("status.contacted"), format.number(totals.contacted)],
    [deskT("status.qualified"), format.number(totals.qualified)],
    [deskT("status.won"), format.number(totals.won)],
    [deskT("status.lost"), format.number(totals.lost)],
    [t("reports.contactRate"), format.rate(totals.rates.contactRate)],
    [t("reports.qualificationRate"), format.rate(totals.rates.qualificationRate)],
    [t("reports.closeRate"), format.rate(totals.rates.closeRate)],
    [t("reports.winRate"), format.rate(totals.rates.winRate)],
    [t("reports.conversionValue"), format.dollars(totals.conversionValue)],
    [t("reports.trackingValue"), format.dollars(totals.trackingValue)],
    [t("reports.estimatedValue"), format.dollars(totals.estimatedValue)],
    [t("reports.bookings"), format.number(bookings.count)],
    [t("reports.bookingValue"), format.dollars(bookings.value)],
    ...payments.map((payment): [string, string] => [
      `${t("reports.payments")} (${format.number(payment.count)})`,
      format.money(payment.amount, payment.currency),
    ]),
  ];
  return (
    <section aria-labelledby="report-totals">
      <h2 id="report-totals" className="text-lg font-semibold">
        {t("reports.totals")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
        {entries.map(([term, value]) => (
          <div key={term} className="rounded-md border border-border p-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-xl font-semibold tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
