import { Button, Field, Input, Label } from "@vantreo/ui";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { ShareActions } from "../shared/share-actions";
import { useAfterHydration } from "../../islands/use-after-hydration";
import { useToolCompletionTimer } from "../shared/use-tool-completion-timer";
import { TRUST_COPY } from "./trust-copy";
import { scoreTrust, TRUST_MAX_TOTAL } from "./score-trust";
import { TrustFactorQuestion } from "./trust-factor-question";
import { TrustResult } from "./trust-result";
import {
  TRUST_FACTOR_DEFINITIONS,
  TRUST_FACTORS,
  type TrustScore,
  type TrustScores,
} from "./trust-scale";
import { decodeTrustScores, encodeTrustScores, SCORES_URL_KEY } from "./trust-url-state";

/**
 * The interactive trust assessment: the four factors of the trust paper, each scored against
 * its evidence, with the total, band and the paper's guidance updating as soon as all four are
 * scored. The scores go into the URL so the result can be shared and printed.
 */
export function TrustAssessment() {
  const { t } = useTranslation("tools");
  const [scores, setScores] = useState<Partial<TrustScores>>({});
  const completion = useToolCompletionTimer("trust_assessment");
  const [systemName, setSystemName] = useState("");
  const origin = useAfterHydration(
    () => `${window.location.origin}${window.location.pathname}`,
    null,
  );
  const linkSearch = useAfterHydration(() => window.location.search, null);
  const [linkApplied, setLinkApplied] = useState(false);
  if (linkSearch !== null && !linkApplied) {
    // A shared result, applied once after hydration (state adjusted while rendering).
    const shared = decodeTrustScores(linkSearch);
    setLinkApplied(true);
    if (shared) setScores(shared);
  }

  const digits = encodeTrustScores(scores);
  const complete = digits !== null ? (scores as TrustScores) : null;
  const result = useMemo(() => (complete ? scoreTrust(complete) : null), [complete]);
  const left = TRUST_FACTORS.filter((factor) => scores[factor] === undefined).length;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const onScore = (factor: (typeof TRUST_FACTORS)[number], value: TrustScore) => {
    const next = { ...scores, [factor]: value };
    setScores(next);
    const nextDigits = encodeTrustScores(next);
    // The result appears when the fourth factor is scored; later changes only update it.
    if (!complete) completion.input();
    if (!complete && nextDigits) completion.result();
    if (nextDigits) {
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}?${SCORES_URL_KEY}=${nextDigits}`,
      );
    }
  };

  return (
    <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:block">
      <form
        noValidate
        onSubmit={(event) => {
          // The result updates as factors are scored; submitting (the button, or Enter in the
          // name field) takes keyboard and screen-reader users to it (WCAG 2.2 SC 3.2.2).
          event.preventDefault();
          resultHeading.current?.focus();
        }}
        aria-label={t("trust.title")}
        className="flex flex-col gap-5"
      >
        <p className="rounded-lg border-s-4 border-primary bg-muted/40 p-4 text-sm">
          {TRUST_COPY.evidenceRule}
        </p>
        <Field className="print:hidden">
          <Label>{TRUST_COPY.systemLabel}</Label>
          <Input
            name="system"
            maxLength={120}
            value={systemName}
            aria-describedby="trust-system-help"
            onChange={(event) => setSystemName(event.target.value)}
          />
          <p id="trust-system-help" className="text-sm text-muted-foreground">
            {TRUST_COPY.systemHelp}
          </p>
        </Field>
        {TRUST_FACTOR_DEFINITIONS.map((factor, index) => (
          <TrustFactorQuestion
            key={factor.id}
            factor={factor}
            number={index + 1}
            value={scores[factor.id]}
            onChange={(value) => onScore(factor.id, value)}
          />
        ))}
        <Button type="submit" className="self-start print:hidden">
          {TRUST_COPY.showResult}
        </Button>
      </form>
      <section
        aria-labelledby="trust-result-heading"
        className="flex flex-col gap-5 lg:sticky lg:top-24 print:mt-8"
      >
        <h2
          id="trust-result-heading"
          ref={resultHeading}
          tabIndex={-1}
          className="text-xl font-semibold focus-visible:outline-none"
        >
          {TRUST_COPY.resultHeading}
        </h2>
        <p role="status" className={result ? "sr-only" : "text-muted-foreground"}>
          {result
            ? `${result.band.name}. ${t("trust.total", { score: result.total, max: TRUST_MAX_TOTAL })}`
            : TRUST_COPY.pending(left)}
        </p>
        {result && complete ? (
          <TrustResult scores={complete} result={result} systemName={systemName.trim()} />
        ) : null}
        {result ? (
          <ShareActions
            shareUrl={origin && digits ? `${origin}?${SCORES_URL_KEY}=${digits}` : null}
          />
        ) : null}
      </section>
    </div>
  );
}
