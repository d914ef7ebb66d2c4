import { TRUST_COPY } from "./trust-copy";
import { TRUST_LEVEL_NAMES, type TrustFactorDefinition, type TrustScore } from "./trust-scale";

interface TrustFactorQuestionProps {
  factor: TrustFactorDefinition;
  number: number;
  value: TrustScore | undefined;
  onChange: (value: TrustScore) => void;
}

// The paper's three levels first; "no evidence at all" is the exception, offered last.
const OPTIONS: readonly TrustScore[] = [1, 2, 3, 0];

/**
 * One factor of the trust scale as a radio group: each option states what its score looks like
 * in the paper's words, so a score is chosen against evidence, not feeling. Native radios: Tab
 * reaches the group, arrow keys choose.
 */
export function TrustFactorQuestion({ factor, number, value, onChange }: TrustFactorQuestionProps) {
  const questionId = `trust-${factor.id}-question`;
  return (
    <fieldset aria-describedby={questionId} className="rounded-xl border bg-card p-5">
      <legend className="float-start w-full text-lg font-semibold">
        <span className="text-muted-foreground">{number}.</span> {factor.name}
      </legend>
      <p id={questionId} className="clear-both pt-2 text-sm text-muted-foreground">
        {factor.question}
      </p>
      <div className="mt-4 grid gap-2">
        {OPTIONS.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={factor.id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="flex gap-3 rounded-lg border border-input p-3 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary/10 peer-focus-visible:ring-3 peer-focus-visible:ring-ring/60 hover:bg-muted/60">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold tabular-nums"
              >
                {option}
              </span>
              <span>
                {option === 0 ? (
                  <span className="font-medium">{TRUST_COPY.unscoredOption}</span>
                ) : (
                  <>
                    <span className="font-medium">
                      {option} — {TRUST_LEVEL_NAMES[option]}:
                    </span>{" "}
                    {factor.levels[option]}
                  </>
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
