import { useTranslation } from "@vantreo/i18n/react";
import { CashFlowChart } from "../charts/cash-flow-chart";
import { ShareActions } from "../shared/share-actions";
import { ROI_COPY } from "./roi-copy";
import { RoiCashFlowTable } from "./roi-cash-flow-table";
import type { RoiFormat } from "./roi-format";
import type { RoiInputs } from "./roi-inputs";
import { RoiInputsSummary } from "./roi-inputs-summary";
import { RoiMetrics } from "./roi-metrics";
import type { RoiResult } from "./roi-model";

interface RoiResultsProps {
  inputs: RoiInputs;
  result: RoiResult;
  format: RoiFormat;
  shareUrl: string | null;
  /** The form holds changes that are not calculated yet. */
  stale: boolean;
  staleNotice: string;
}

/** The estimate: headline figures, the cash-flow chart and table, the assumptions, share and print. */
export function RoiResults({
  inputs,
  result,
  format,
  shareUrl,
  stale,
  staleNotice,
}: RoiResultsProps) {
  const { t } = useTranslation("tools");
  return (
    <section aria-labelledby="roi-results-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="roi-results-heading" className="text-xl font-semibold">
          {t("roi.results.heading")}
        </h2>
        <p role="status" className="mt-1 min-h-5 text-sm text-accent print:hidden">
          {stale ? staleNotice : ""}
        </p>
      </div>
      <RoiMetrics inputs={inputs} result={result} format={format} />
      {result.highValue ? (
        <p className="rounded-xl border border-accent/60 bg-accent/10 p-4 font-medium">
          {t("roi.results.highValue", { amount: format.money(1_000_000) })}
        </p>
      ) : null}
      <CashFlowChart
        rows={result.cashFlows}
        title={ROI_COPY.chartTitle}
        description={ROI_COPY.chartDescription}
        formatAxis={format.compactMoney}
        legend={{
          net: ROI_COPY.legendNet,
          cumulative: ROI_COPY.legendCumulative,
          discounted: ROI_COPY.legendDiscounted,
        }}
      />
      <RoiCashFlowTable rows={result.cashFlows} format={format} />
      <RoiInputsSummary inputs={inputs} format={format} />
      <section
        aria-labelledby="roi-assumptions-heading"
        className="rounded-xl border bg-muted/40 p-5 break-inside-avoid"
      >
        <h3 id="roi-assumptions-heading" className="font-semibold">
          {ROI_COPY.assumptionsHeading}
        </h3>
        <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-muted-foreground">
          {ROI_COPY.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">{t("shared.disclaimer")}</p>
      </section>
      <ShareActions shareUrl={shareUrl} />
    </section>
  );
}
