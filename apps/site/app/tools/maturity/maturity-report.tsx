import { useTranslation } from "@vantreo/i18n/react";
import { RadarChart } from "../charts/radar-chart";
import { MATURITY_COPY, MATURITY_LEVEL_COPY } from "./maturity-copy";
import { MATURITY_LEVELS, type MaturityResult } from "./maturity-model";
import type { Recommendation } from "./maturity-recommendations";
import { MaturityRecommendations } from "./maturity-recommendations-list";

interface MaturityReportProps {
  result: MaturityResult;
  recommendations: readonly Recommendation[];
}

/** The report: overall score and level, the radar chart with its table, levels, recommendations. */
export function MaturityReport({ result, recommendations }: MaturityReportProps) {
  const { t } = useTranslation("tools");
  const dimensionName = (dimension: string) => t(`maturity.dimensions.${dimension}`);
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="maturity-overall-heading"
        className="rounded-xl border bg-card p-6 break-inside-avoid"
      >
        <h3 id="maturity-overall-heading" className="text-sm font-medium text-muted-foreground">
          {MATURITY_COPY.overallHeading}
        </h3>
        <p className="mt-2 text-3xl font-bold" data-testid="maturity-level">
          {t(`maturity.levels.${result.level}`)}
        </p>
        <p className="mt-1 text-lg tabular-nums">
          {t("maturity.score", { score: result.overallShown.toFixed(1), max: 5 })}
        </p>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          {MATURITY_LEVEL_COPY[result.level].meaning}
        </p>
      </section>
      <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:block">
        <RadarChart
          axes={result.dimensions.map((entry) => ({
            label: dimensionName(entry.dimension),
            value: entry.shown,
          }))}
          max={5}
          title={MATURITY_COPY.chartTitle}
          description={MATURITY_COPY.chartDescription}
        />
        <table className="w-full text-sm">
          <caption className="pb-2 text-start font-medium">{MATURITY_COPY.tableCaption}</caption>
          <thead className="bg-muted/60">
            <tr>
              {MATURITY_COPY.tableHeaders.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-3 py-2 ${index === 1 ? "text-end" : "text-start"}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.dimensions.map((entry) => (
              <tr key={entry.dimension} className="border-t">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {dimensionName(entry.dimension)}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{entry.shown.toFixed(1)}</td>
                <td className="px-3 py-2">{t(`maturity.levels.${entry.level}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="maturity-levels-heading" className="break-inside-avoid">
        <h3 id="maturity-levels-heading" className="font-semibold">
          {MATURITY_COPY.levelsLegend}
        </h3>
        <ol className="mt-3 grid gap-2 sm:grid-cols-5">
          {MATURITY_LEVELS.map((level) => (
            <li
              key={level}
              aria-current={level === result.level ? "step" : undefined}
              className="rounded-lg border p-3 text-sm aria-[current=step]:border-primary aria-[current=step]:bg-primary/10"
            >
              <span className="block font-semibold">{t(`maturity.levels.${level}`)}</span>
              <span className="text-muted-foreground tabular-nums">
                {MATURITY_LEVEL_COPY[level].range}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <MaturityRecommendations recommendations={recommendations} />
    </div>
  );
}
