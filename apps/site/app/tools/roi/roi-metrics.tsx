import { useTranslation } from "@vantreo/i18n/react";
import { ROI_COPY } from "./roi-copy";
import type { RoiFormat } from "./roi-format";
import type { RoiInputs } from "./roi-inputs";
import type { RoiResult } from "./roi-model";

interface RoiMetricsProps {
  inputs: RoiInputs;
  result: RoiResult;
  format: RoiFormat;
}

interface Metric {
  id: string;
  label: string;
  value: string;
  detail?: string;
  tone?: "negative";
}

/** The headline figures of an estimate, as a description list of cards. */
export function RoiMetrics({ inputs, result, format }: RoiMetricsProps) {
  const { t } = useTranslation("tools");
  const rate = format.percent(inputs.discountRate);
  const payback = (): string => {
    if (result.paybackMonths === null) return ROI_COPY.paybackNever;
    if (result.paybackMonths === 0) return ROI_COPY.paybackImmediate;
    // Rounded to a tenth, a few days would read "0 months", as if nothing had to be earned back.
    if (result.paybackMonths < 1) return ROI_COPY.paybackUnderAMonth;
    const count = Math.round(result.paybackMonths * 10) / 10;
    const months = t("roi.results.paybackMonths", { count, months: format.decimal(count) });
    return result.paysBackWithinHorizon ? months : `${months}, ${ROI_COPY.paybackAfterHorizon}`;
  };
  const firstYear = result.cashFlows[1]?.cumulative ?? 0;
  const metrics: Metric[] = [
    {
      id: "annual-benefit",
      label: t("roi.results.annualSavings"),
      value: format.money(result.annualBenefit),
      detail: ROI_COPY.annualBenefitDetail(format.count(result.hoursSavedPerYear)),
    },
    {
      id: "net-roi",
      label: t("roi.results.roi"),
      value: result.roiPercent === null ? ROI_COPY.roiUndefined : format.percent(result.roiPercent),
      detail:
        result.roiMultiple === null
          ? undefined
          : `${ROI_COPY.roiMultiple}: ${format.multiple(result.roiMultiple)}`,
      tone: result.roiPercent !== null && result.roiPercent < 0 ? "negative" : undefined,
    },
    {
      id: "payback",
      label: t("roi.results.payback"),
      value: payback(),
      tone: result.paysBackWithinHorizon ? undefined : "negative",
    },
    {
      id: "npv",
      label: ROI_COPY.npv3Year(rate),
      value: format.money(result.npv3Year),
      detail:
        inputs.horizonYears === 3
          ? undefined
          : `${ROI_COPY.npvHorizon(inputs.horizonYears, rate)}: ${format.money(result.npvHorizon)}`,
      tone: result.npv3Year < 0 ? "negative" : undefined,
    },
    {
      id: "net-return",
      label: ROI_COPY.netReturn(inputs.horizonYears),
      value: format.money(result.netReturn),
      tone: result.netReturn < 0 ? "negative" : undefined,
    },
    {
      id: "first-year",
      label: t("roi.results.netBenefit"),
      value: format.money(firstYear),
      tone: firstYear < 0 ? "negative" : undefined,
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-3">
      {metrics.map((metric) => (
        <div
          key={metric.id}
          data-metric={metric.id}
          className="rounded-xl border bg-card p-5 break-inside-avoid"
        >
          <dt className="text-sm text-muted-foreground">{metric.label}</dt>
          <dd
            className={`mt-2 text-2xl font-bold tabular-nums [overflow-wrap:anywhere] ${metric.tone === "negative" ? "text-destructive" : ""}`}
          >
            {metric.value}
          </dd>
          {metric.detail ? (
            <dd className="mt-1 text-sm text-muted-foreground">{metric.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
