import { useQuery } from "@tanstack/react-query";
import type { LeadReport } from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { useSearchParams } from "../../../navigation";
import { useLocale } from "../../../navigation/use-locale";
import { deskRequest } from "../desk-api";
import { deskErrorText } from "../desk-error-text";
import { DeskLoading } from "../desk-loading";
import { DESK_QUERY_OPTIONS } from "../desk-query-client";
import { ReportControls } from "./report-controls";
import { reportFormat } from "./report-format";
import { ReportOfflineConversions } from "./report-offline-conversions";
import { readReportSearch, reportQuery, type ReportSearch } from "./report-search";
import { ReportBreakdownSection, ReportFirstContact, ReportOverTime } from "./report-sections";
import { ReportTotals } from "./report-totals";

/** The report's reads (`GET /v1/desk/reports/pipeline`), cached by their query string. */
export const reportsApi = {
  pipeline: (query: string, signal?: AbortSignal) =>
    deskRequest<LeadReport>(`/reports/pipeline?${query}`, signal ? { signal } : {}),
};

/**
 * The reports section: the range, periods and breakdown from the URL (a report is a link), the
 * totals, leads over time, the breakdown and the time to first contact, each chart with its
 * table and CSV file, and for marketing the range's offline conversions for the ad networks.
 */
export function ReportsDesk() {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const search = readReportSearch(params);
  const query = reportQuery(search);
  const report = useQuery({
    queryKey: ["reports", "pipeline", query],
    queryFn: ({ signal }) => reportsApi.pipeline(query, signal),
    ...DESK_QUERY_OPTIONS,
  });
  const change = (next: ReportSearch) => setParams(new URLSearchParams(next), { replace: true });
  const format = reportFormat(locale);
  return (
    <div className="mt-4 space-y-8">
      <p className="text-muted-foreground">{t("reports.intro")}</p>
      <ReportControls search={search} onChange={change} />
      {report.isPending ? (
        <DeskLoading />
      ) : report.isError ? (
        <p role="alert">{deskErrorText(deskT, report.error)}</p>
      ) : (
        <>
          <ReportTotals report={report.data} format={format} />
          {report.data.totals.leads === 0 ? (
            <p className="text-muted-foreground">{t("reports.empty")}</p>
          ) : null}
          <ReportOverTime report={report.data} format={format} />
          <ReportBreakdownSection report={report.data} format={format} />
          <ReportFirstContact report={report.data} format={format} />
        </>
      )}
      <ReportOfflineConversions search={search} />
    </div>
  );
}
