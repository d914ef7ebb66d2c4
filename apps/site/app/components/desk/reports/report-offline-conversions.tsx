import { AD_NETWORKS, can, type AdNetwork } from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { DESK_API_BASE } from "../desk-api";
import { useStaffSession } from "../use-staff-session";
import type { ReportSearch } from "./report-search";

/** The lead API's offline-conversion file of `network` for the report's range (an attachment). */
export function offlineConversionsUrl(search: ReportSearch, network: AdNetwork): string {
  const query = new URLSearchParams({ from: search.from, to: search.to, network });
  return `${DESK_API_BASE}/reports/offline-conversions?${query.toString()}`;
}

/**
 * Closed-loop advertising: the qualified and won leads of the range that came from an ad click,
 * as the upload files of Google Ads and LinkedIn. Only for those the contract's role rule lets
 * download them (`adConversions`: marketing and owners); the session cookie goes along.
 */
export function ReportOfflineConversions({ search }: { search: ReportSearch }) {
  const { t } = useTranslation("deskAdmin");
  const { session } = useStaffSession();
  if (!session || !can(session.staff.roles, "adConversions")) return null;
  return (
    <section aria-labelledby="report-offline-conversions" className="space-y-3">
      <h2 id="report-offline-conversions" className="text-lg font-semibold">
        {t("reports.offlineConversions.heading")}
      </h2>
      <p className="text-muted-foreground">{t("reports.offlineConversions.intro")}</p>
      <ul className="flex flex-wrap gap-3">
        {AD_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={offlineConversionsUrl(search, network)}
              download
              className="inline-block rounded-md border px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {t(`reports.offlineConversions.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
