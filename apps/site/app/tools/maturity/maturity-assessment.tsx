import { Button } from "@vantreo/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { ShareActions } from "../shared/share-actions";
import { ToolLeadForm } from "../shared/tool-lead-form";
import { useAfterHydration } from "../../islands/use-after-hydration";
import { useOptionalAnalytics } from "../shared/use-optional-analytics";
import { useToolCompletionTimer } from "../shared/use-tool-completion-timer";
import { MATURITY_COPY } from "./maturity-copy";
import { maturityLeadMetadata } from "./maturity-lead-metadata";
import {
  scoreMaturity,
  unansweredQuestions,
  type MaturityAnswer,
  type MaturityAnswers,
} from "./maturity-model";
import { MATURITY_DIMENSIONS } from "./maturity-questions";
import { recommendationsFor } from "./maturity-recommendations";
import { MaturityReport } from "./maturity-report";
import { MaturityStep } from "./maturity-step";
import {
  ANSWERS_URL_KEY,
  decodeMaturityAnswers,
  encodeMaturityAnswers,
} from "./maturity-url-state";

type Phase = "intro" | "steps" | "results";

/**
 * The data maturity assessment: an introduction, one step per dimension with progress, then the
 * report with the full-report lead (company required). The finished answers go into the URL, so
 * the report can be reopened, shared and printed; such a link opens straight on the report.
 */
export function MaturityAssessment() {
  const { t } = useTranslation("tools");
  const analytics = useOptionalAnalytics();
  const completion = useToolCompletionTimer("maturity_assessment");
  const [phase, setPhase] = useState<Phase>("intro");
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<MaturityAnswers>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const origin = useAfterHydration(
    () => `${window.location.origin}${window.location.pathname}`,
    null,
  );
  const linkSearch = useAfterHydration(() => window.location.search, null);
  const [linkApplied, setLinkApplied] = useState(false);
  if (linkSearch !== null && !linkApplied) {
    // A shared report, applied once after hydration (state adjusted while rendering).
    const shared = decodeMaturityAnswers(linkSearch);
    setLinkApplied(true);
    if (shared) {
      setAnswers(shared);
      setPhase("results");
    }
  }

  const digits = encodeMaturityAnswers(answers);
  const result = useMemo(
    () => (phase === "results" ? scoreMaturity(answers) : null),
    [phase, answers],
  );
  const recommendations = useMemo(() => (result ? recommendationsFor(result) : []), [result]);
  const reportUrl = origin && digits ? `${origin}?${ANSWERS_URL_KEY}=${digits}` : null;

  useEffect(() => {
    if (phase === "results") resultsRef.current?.focus();
  }, [phase]);

  const onNext = () => {
    const dimension = MATURITY_DIMENSIONS[step] ?? "strategy";
    const open = unansweredQuestions(answers, dimension);
    if (open.length > 0) {
      setMissing(open);
      setAttempt((count) => count + 1);
      return;
    }
    setMissing([]);
    if (step < MATURITY_DIMENSIONS.length - 1) {
      setStep(step + 1);
      return;
    }
    setPhase("results");
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}?${ANSWERS_URL_KEY}=${digits}`,
    );
    // Spec section 9: a completed assessment is a conversion (value 300), sent only with consent.
    analytics?.conversion("assessment");
    completion.result();
  };

  const onAnswer = (questionId: string, value: MaturityAnswer) => {
    completion.input();
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setMissing((current) => current.filter((id) => id !== questionId));
  };

  const restart = () => {
    setAnswers({});
    setStep(0);
    setMissing([]);
    setPhase("steps");
    window.history.replaceState(window.history.state, "", window.location.pathname);
  };

  if (phase === "intro") {
    return (
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-6 sm:p-8">
        <ul className="list-disc space-y-2 ps-5 text-muted-foreground">
          {MATURITY_COPY.introPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div>
          <Button size="lg" onClick={() => setPhase("steps")}>
            {t("shared.start")}
          </Button>
        </div>
      </div>
    );
  }

  if (phase === "steps" || !result) {
    return (
      <MaturityStep
        index={step}
        answers={answers}
        missing={missing}
        attempt={attempt}
        onAnswer={onAnswer}
        onPrevious={() => {
          setMissing([]);
          setStep(Math.max(0, step - 1));
        }}
        onNext={onNext}
      />
    );
  }

  return (
    <section aria-labelledby="maturity-results-heading" className="flex flex-col gap-10">
      <h2
        id="maturity-results-heading"
        ref={resultsRef}
        tabIndex={-1}
        className="text-2xl font-bold outline-none"
      >
        {MATURITY_COPY.reportHeading}
      </h2>
      <MaturityReport result={result} recommendations={recommendations} />
      <p className="text-sm text-muted-foreground">{t("shared.disclaimer")}</p>
      <div className="flex flex-wrap items-start gap-3">
        <ShareActions shareUrl={reportUrl} />
        <Button type="button" variant="ghost" onClick={restart} className="print:hidden">
          {t("shared.restart")}
        </Button>
      </div>
      <ToolLeadForm
        leadType="assessment"
        companyRequired
        metadata={maturityLeadMetadata(result, recommendations, digits ?? "", reportUrl ?? "")}
        heading={t("shared.emailResults")}
        intro={MATURITY_COPY.leadIntro}
        submitLabel={t("shared.emailResults")}
      />
    </section>
  );
}
