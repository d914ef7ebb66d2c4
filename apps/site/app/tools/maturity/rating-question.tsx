import { MATURITY_COPY } from "./maturity-copy";
import type { MaturityAnswer } from "./maturity-model";
import type { MaturityQuestion } from "./maturity-questions";

interface RatingQuestionProps {
  question: MaturityQuestion;
  number: number;
  value: MaturityAnswer | undefined;
  invalid: boolean;
  onChange: (value: MaturityAnswer) => void;
}

const VALUES: readonly MaturityAnswer[] = [1, 2, 3, 4, 5];

/**
 * One question as a group of five native radio buttons: Tab reaches the group, the arrow keys
 * choose, and the legend and the anchors of 1 and 5 are read with the choices. The inputs are
 * visually hidden behind their labels, which show the focus ring.
 */
export function RatingQuestion({
  question,
  number,
  value,
  invalid,
  onChange,
}: RatingQuestionProps) {
  const lowId = `${question.id}-low`;
  const highId = `${question.id}-high`;
  return (
    <fieldset
      id={`${question.id}-group`}
      tabIndex={-1}
      className="rounded-xl border bg-card p-5 outline-none data-[invalid=true]:border-destructive"
      data-invalid={invalid || undefined}
    >
      <legend className="float-start w-full font-medium">
        <span className="text-muted-foreground">{number}.</span> {question.prompt}
      </legend>
      <div className="clear-both flex flex-wrap gap-2 pt-4">
        {VALUES.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={question.id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-describedby={option === 1 ? lowId : option === 5 ? highId : undefined}
              className="peer sr-only"
            />
            <span className="inline-flex size-11 items-center justify-center rounded-md border border-input text-base font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-3 peer-focus-visible:ring-ring/60 hover:bg-muted peer-checked:hover:bg-primary">
              {option}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3 grid gap-1 text-sm text-muted-foreground sm:grid-cols-2 sm:gap-6">
        <p id={lowId}>
          <span className="font-semibold text-foreground">{MATURITY_COPY.lowAnchor}</span>{" "}
          {question.low}
        </p>
        <p id={highId}>
          <span className="font-semibold text-foreground">{MATURITY_COPY.highAnchor}</span>{" "}
          {question.high}
        </p>
      </div>
    </fieldset>
  );
}
