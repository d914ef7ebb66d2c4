import type { LeadReport } from "@vantreo/contracts/core";
import { useTranslation } from "@vantreo/i18n/react";
import { ReportChart, type ChartSeries } from "./report-chart";
import type { ReportFormat } from "./report-format";
import { ReportTable, type ReportColumn } from "./report-table";

type Props = { report: LeadReport; format: ReportFormat };
type StageCounts = Omit<LeadReport["series"][number], "period">;

const plain = (value: number | null) => (value === null ? "" : String(value));

/**
 * The columns every stage table shares after its first: leads, stages and values (the spec's
 * conversion and tracking values, and the sum of the leads' estimated values set by staff).
 */
function useStageColumns<Row extends StageCounts>(format: ReportFormat): ReportColumn<Row>[] {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const count = (heading: string, pick: (row: Row) => number) => ({
    heading,
    cell: (row: Row) => format.number(pick(row)),
    csv: (row: Row) => String(pick(row)),
    numeric: true,
  });
  return [
    count(t("reports.leads"), (row) => row.leads),
    count(deskT("status.contacted"), (row) => row.contacted),
    count(deskT("status.qualified"), (row) => row.qualified),
    count(deskT("status.won"), (row) => row.won),
    count(deskT("status.lost"), (row) => row.lost),
    {
      ...count(t("reports.conversionValue"), (row) => row.conversionValue),
      cell: (row) => format.dollars(row.conversionValue),
    },
    {
      ...count(t("reports.trackingValue"), (row) => row.trackingValue),
      cell: (row) => format.dollars(row.trackingValue),
    },
    {
      ...count(t("reports.estimatedValue"), (row) => row.estimatedValue),
      cell: (row) => format.dollars(row.estimatedValue),
    },
  ];
}

/** Leads, qualified, won and lost per period: lines, then the table. */
export function ReportOverTime({ report, format }: Props) {
  const { t } = useTranslation("deskAdmin");
  const { t: deskT } = useTranslation("desk");
  const stages = useStageColumns<LeadReport["series"][number]>(format);
  const series: ChartSeries[] = [
    {
      label: t("reports.leads"),
      values: report.series.map((row) => row.leads),
      color: "muted-foreground",
    },
    {
      label: deskT("status.qualified"),
      values: report.series.map((row) => row.qualified),
      color: "accent",
      dash: [6, 4],
    },
    { label: deskT("status.won"), values: report.series.map((row) => row.won), color: "primary" },
    {
      label: deskT("status.lost"),
      values: report.series.map((row) => row.lost),
      color: "destructive",
      dash: [2, 3],
    },
  ];
  return (
    <section aria-labelledby="report-over-time" className="space-y-3">
      <h2 id="report-over-time" className="text-lg font-semibold">
        {t("reports.overTime")}
      </h2>
      <ReportChart
        kind="line"
        label={`${t("reports.overTime")}. ${t("reports.chartNote")}`}
        labels={report.series.map((row) => format.period(row.period))}
        series={series}
        formatValue={format.number}
      />
      <ReportTable
        caption={t("reports.overTimeCaption")}
        file={`leads-${report.query.grain}-${report.query.from}-${report.query.to}`}
        rows={report.series}
        columns={[
          {
            heading: t("reports.period"),
            cell: (row) => format.period(row.period),
            csv: (row) => row.period,
          },
          ...stages,
        ]}
      />
    </section>
  );
}

/** The leads per value of the breakdown: bars, then the table with the rates. */
export function ReportBreakdownSection({ report, format }: Props) {
  const { t } = useTranslation("deskAdmin");
  const stages = useStageColumns<LeadReport["breakdown"][number]>(format);
  const breakdown = t(`reports.breakdowns.${report.query.by}`);
  const keyOf = (key: string | null) => key ?? t("reports.none");
  const rows = report.breakdown;
  const rate = (heading: string, pick: (row: (typeof rows)[number]) => number | null) => ({
    heading,
    cell: (row: (typeof rows)[number]) => format.rate(pick(row)),
    csv: (row: (typeof rows)[number]) => plain(pick(row)),
    numeric: true,
  });
  return (
    <section aria-labelledby="report-breakdown" className="space-y-3">
      <h2 id="report-breakdown" className="text-lg font-semibold">
        {t("reports.byBreakdown", { breakdown })}
      </h2>
      {rows.length > 0 ? (
        <ReportChart
          kind="bar"
          label={`${t("reports.byBreakdown", { breakdown })}. ${t("reports.chartNote")}`}
          labels={rows.map((row) => keyOf(row.key))}
          series={[
            { label: t("reports.leads"), values: rows.map((row) => row.leads), color: "primary" },
          ]}
          formatValue={format.number}
        />
      ) : null}
      <ReportTable
        caption={t("reports.byBreakdownCaption", { breakdown })}
        file={`leads-by-${report.query.by}-${report.query.from}-${report.query.to}`}
        rows={rows}
        columns={[
          { heading: breakdown, cell: (row) => keyOf(row.key), csv: (row) => row.key ?? "" },
          ...stages,
          rate(t("reports.contactRate"), (row) => row.rates.contactRate),
          rate(t("reports.qualificationRate"), (row) => row.rates.qualificationRate),
          rate(t("reports.closeRate"), (row) => row.rates.closeRate),
          rate(t("reports.winRate"), (row) => row.rates.winRate),
        ]}
      />
    </section>
  );
}

type Timing = { contacted: number; medianMs: number | null; p90Ms: number | null };

/** The time to first contact per period (lines of the median and the 90th percentile) and per owner. */
export function ReportFirstContact({ report, format }: Props) {
  const { t } = useTranslation("deskAdmin");
  const hours = (ms: number | null) => (ms === null ? null : Math.round(ms / 360_000) / 10);
  const timing = <Row extends Timing>(): ReportColumn<Row>[] => [
    {
      heading: t("reports.contacted"),
      cell: (row) => format.number(row.contacted),
      csv: (row) => String(row.contacted),
      numeric: true,
    },
    {
      heading: t("reports.median"),
      cell: (row) => format.hours(row.medianMs),
      csv: (row) => plain(row.medianMs),
      numeric: true,
    },
    {
      heading: t("reports.p90"),
      cell: (row) => format.hours(row.p90Ms),
      csv: (row) => plain(row.p90Ms),
      numeric: true,
    },
  ];
  const { byPeriod, byOwner } = report.firstContact;
  return (
    <section aria-labelledby="report-first-contact" className="space-y-3">
      <h2 id="report-first-contact" className="text-lg font-semibold">
        {t("reports.firstContact")}
      </h2>
      <p className="text-muted-foreground">{t("reports.firstContactIntro")}</p>
      <ReportChart
        kind="line"
        label={`${t("reports.byPeriod")}. ${t("reports.chartNote")}`}
        labels={byPeriod.map((row) => format.period(row.period))}
        series={[
          {
            label: t("reports.median"),
            values: byPeriod.map((row) => hours(row.medianMs)),
            color: "primary",
          },
          {
            label: t("reports.p90"),
            values: byPeriod.map((row) => hours(row.p90Ms)),
            color: "accent",
            dash: [6, 4],
          },
        ]}
        formatValue={(value) => format.hours(value * 3_600_000)}
      />
      <ReportTable
        caption={t("reports.byPeriod")}
        file={`first-contact-by-period-${report.query.from}-${report.query.to}`}
        rows={byPeriod}
        columns={[
          {
            heading: t("reports.period"),
            cell: (row) => format.period(row.period),
            csv: (row) => row.period,
          },
          ...timing<(typeof byPeriod)[number]>(),
        ]}
      />
      <ReportTable
        caption={t("reports.byOwner")}
        file={`first-contact-by-owner-${report.query.from}-${report.query.to}`}
        rows={byOwner}
        columns={[
          {
            heading: t("reports.owner"),
            cell: (row) => row.ownerEmail ?? t("reports.unassigned"),
            csv: (row) => row.ownerEmail ?? "",
          },
          ...timing<(typeof byOwner)[number]>(),
        ]}
      />
    </section>
  );
}
