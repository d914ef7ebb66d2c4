import { useTranslation } from "@vantreo/i18n/react";
import { FactorBars } from "../charts/factor-bars";
import { TRUST_COPY } from "./trust-copy";
import { TRUST_MAX_TOTAL, type TrustResult as Result } from "./score-trust";
import {
  TRUST_BANDS,
  TRUST_FACTOR_DEFINITIONS,
  TRUST_LEVEL_NAMES,
  type TrustBandId,
  type TrustScores,
} from "./trust-scale";

interface TrustResultProps {
  scores: TrustScores;
  result: Result;
  systemName: string;
}

const BAND_TONE: Record<TrustBandId, string> = {
  trusted: "border-success/70 bg-success/10",
  conditional: "border-accent/70 bg-accent/10",
  fragile: "border-destructive/60 bg-destructive/10",
  "not-assessable": "border-destructive bg-destructive/15",
};

const nameOf = (id: string) =>
  TRUST_FACTOR_DEFINITIONS.find((factor) => factor.id === id)?.name.toLowerCase() ?? id;
const list = (ids: readonly string[]) => ids.map(nameOf).join(", ");

/** A scored system: total, band with the paper's meaning and instruction, factor bars, bands. */
export function TrustResult({ scores, result, systemName }: TrustResultProps) {
  const { t } = useTranslation("tools");
  const { band } = result;
  return (
    <div className="flex flex-col gap-5">
      <div className={`rounded-xl border p-5 break-inside-avoid ${BAND_TONE[band.id]}`}>
        {systemName ? (
          <p className="text-sm font-medium text-muted-foreground">{systemName}</p>
        ) : null}
        <p className="mt-1 text-3xl font-bold" data-testid="trust-band">
          {band.name}{" "}
          <span className="text-lg font-medium text-muted-foreground">({band.range})</span>
        </p>
        <p className="mt-1 text-lg tabular-nums">
          {t("trust.total", { score: result.total, max: TRUST_MAX_TOTAL })}
        </p>
        <h3 className="mt-4 text-sm font-semibold">{TRUST_COPY.meaningHeading}</h3>
        <p className="mt-1">{band.meaning}</p>
        <h3 className="mt-4 text-sm font-semibold">{TRUST_COPY.actionHeading}</h3>
        <p className="mt-1">{band.action}</p>
      </div>
      {result.unscored.length > 0 || result.concealedWeakness || result.weakest.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm">
          {result.unscored.length > 0 ? (
            <li className="rounded-lg border border-destructive/60 p-3">
              {TRUST_COPY.unscored(list(result.unscored))}
            </li>
          ) : null}
          {result.concealedWeakness ? (
            <li className="rounded-lg border border-destructive/60 p-3">{TRUST_COPY.concealed}</li>
          ) : null}
          {result.weakest.length > 0 ? (
            <li className="rounded-lg border p-3">{TRUST_COPY.weakest(list(result.weakest))}</li>
          ) : null}
        </ul>
      ) : null}
      <FactorBars
        max={3}
        title={TRUST_COPY.chartTitle}
        description={TRUST_COPY.chartDescription}
        bars={TRUST_FACTOR_DEFINITIONS.map((factor) => {
          const value = scores[factor.id];
          return {
            label: factor.name,
            value,
            valueLabel:
              value === 0 ? TRUST_COPY.unscoredShort : `${value} (${TRUST_LEVEL_NAMES[value]})`,
          };
        })}
      />
      <section aria-labelledby="trust-bands-heading" className="break-inside-avoid">
        <h3 id="trust-bands-heading" className="font-semibold">
          {TRUST_COPY.bandsHeading}
        </h3>
        <ol className="mt-2 grid gap-2 text-sm">
          {TRUST_BANDS.map((entry) => (
            <li
              key={entry.id}
              aria-current={entry.id === band.id ? "true" : undefined}
              className="rounded-lg border p-3 aria-[current=true]:border-primary aria-[current=true]:bg-primary/10"
            >
              <span className="font-semibold">
                {entry.range} · {entry.name}
              </span>
              <span className="block text-muted-foreground">{entry.meaning}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
