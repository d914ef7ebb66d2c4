import { Button } from "@vantreo/ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { MATURITY_COPY } from "./maturity-copy";
import type { MaturityAnswer, MaturityAnswers } from "./maturity-model";
import { MATURITY_DIMENSIONS, questionsOf } from "./maturity-questions";
import { RatingQuestion } from "./rating-question";

interface MaturityStepProps {
  /** 0-based index into MATURITY_DIMENSIONS. */
  index: number;
  answers: MaturityAnswers;
  /** Questions left unanswered when Next was pressed. */
  missing: string[];
  /** Counts refused presses of Next; focus moves to the message on each. */
  attempt: number;
  onAnswer: (questionId: string, value: MaturityAnswer) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One dimension of the assessment: progress, its questions, and Previous / Next (See my results
 * on the last step). Focus moves to the step's heading when the step changes, so keyboard and
 * screen-reader users start at the top of the new questions.
 */
export function MaturityStep({
  index,
  answers,
  missing,
  attempt,
  onAnswer,
  onPrevious,
  onNext,
}: MaturityStepProps) {
  const { t } = useTranslation("tools");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const dimension = MATURITY_DIMENSIONS[index] ?? "strategy";
  const total = MATURITY_DIMENSIONS.length;
  const last = index === total - 1;
  const questions = questionsOf(dimension);
  const firstNumber =
    MATURITY_DIMENSIONS.slice(0, index).reduce((sum, d) => sum + questionsOf(d).length, 0) + 1;

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);
  useEffect(() => {
    if (attempt > 0) errorRef.current?.focus();
  }, [attempt]);

  return (
    <form
      noValidate
      aria-labelledby="maturity-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      className="flex max-w-3xl flex-col gap-6"
    >
      <div className="flex flex-col gap-3">
        <p id="maturity-progress-label" className="text-sm font-medium text-muted-foreground">
          {MATURITY_COPY.step(index + 1, total)}
        </p>
        <div
          role="progressbar"
          aria-labelledby="maturity-progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        <h2
          id="maturity-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {t(`maturity.dimensions.${dimension}`)}
        </h2>
        <p className="text-sm text-muted-foreground">{MATURITY_COPY.scaleLegend}</p>
      </div>
      {questions.map((question, offset) => (
        <RatingQuestion
          key={question.id}
          question={question}
          number={firstNumber + offset}
          value={answers[question.id]}
          invalid={missing.includes(question.id)}
          onChange={(value) => onAnswer(question.id, value)}
        />
      ))}
      {missing.length > 0 ? (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="font-medium text-destructive outline-none"
        >
          {MATURITY_COPY.unanswered(missing.length)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {index > 0 ? (
          <Button type="button" variant="outline" onClick={onPrevious}>
            {t("shared.previous")}
          </Button>
        ) : null}
        <Button type="submit">{last ? t("shared.seeResults") : t("shared.next")}</Button>
      </div>
    </form>
  );
}
